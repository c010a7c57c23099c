import { commandForKey, isActivatable } from './keyboard-shortcuts';

const press = (
  key: string,
  extra: Partial<Parameters<typeof commandForKey>[0]> = {},
): Parameters<typeof commandForKey>[0] => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  onActivatable: false,
  ...extra,
});

describe('commandForKey', () => {
  it('maps the shortcuts', () => {
    expect(commandForKey(press(' '), false)).toBe('toggle-play');
    expect(commandForKey(press('k'), false)).toBe('toggle-play');
    expect(commandForKey(press('ArrowLeft'), false)).toBe('seek-back');
    expect(commandForKey(press('ArrowRight'), false)).toBe('seek-forward');
    expect(commandForKey(press('f'), false)).toBe('toggle-fullscreen');
    expect(commandForKey(press('M'), false)).toBe('toggle-mute');
    expect(commandForKey(press('i'), false)).toBe('toggle-picture-in-picture');
    expect(commandForKey(press('C'), true)).toBe('toggle-subtitles');
    expect(commandForKey(press('x'), false)).toBeNull();
  });

  it('leaves Space to a focused button', () => {
    expect(commandForKey(press(' ', { onActivatable: true }), false)).toBeNull();
    expect(commandForKey(press('k', { onActivatable: true }), false)).toBe('toggle-play');
  });

  it('does not seek live streams', () => {
    expect(commandForKey(press('ArrowLeft'), true)).toBeNull();
    expect(commandForKey(press('ArrowRight'), true)).toBeNull();
    expect(commandForKey(press('m'), true)).toBe('toggle-mute');
  });

  it('leaves keys with modifiers to the browser', () => {
    expect(commandForKey(press('f', { ctrlKey: true }), false)).toBeNull();
    expect(commandForKey(press('ArrowLeft', { altKey: true }), false)).toBeNull();
    expect(commandForKey(press('k', { metaKey: true }), false)).toBeNull();
    // Ctrl+C copies, Ctrl+I is the browser's page info: neither is the player's.
    expect(commandForKey(press('c', { ctrlKey: true }), false)).toBeNull();
    expect(commandForKey(press('i', { metaKey: true }), false)).toBeNull();
  });
});

describe('isActivatable', () => {
  it('recognises buttons and what is inside them', () => {
    document.body.innerHTML = '<button><span id="inner">x</span></button><div id="plain"></div>';
    expect(isActivatable(document.getElementById('inner'))).toBe(true);
    expect(isActivatable(document.getElementById('plain'))).toBe(false);
    expect(isActivatable(null)).toBe(false);
  });
});
