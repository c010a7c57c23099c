/** Seconds the arrow keys move the playhead. */
export const SEEK_STEP_SECONDS = 10;

export type PlayerCommand =
  | 'toggle-play'
  | 'seek-back'
  | 'seek-forward'
  | 'toggle-fullscreen'
  | 'toggle-mute'
  | 'toggle-picture-in-picture'
  | 'toggle-subtitles';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Focus is on a button or link, whose own Space/Enter activation must win. */
  onActivatable: boolean;
}

/**
 * The player's keyboard shortcuts: Space or k play/pause, arrows seek ±10 s (not live), f fullscreen,
 * m mute, i picture-in-picture, c subtitles on or off. Keys with a modifier belong to the browser.
 */
export function commandForKey(
  { key, ctrlKey, metaKey, altKey, onActivatable }: ShortcutKey,
  live: boolean,
): PlayerCommand | null {
  if (ctrlKey || metaKey || altKey) return null;
  switch (key) {
    case ' ':
      return onActivatable ? null : 'toggle-play';
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'ArrowLeft':
      return live ? null : 'seek-back';
    case 'ArrowRight':
      return live ? null : 'seek-forward';
    case 'f':
    case 'F':
      return 'toggle-fullscreen';
    case 'm':
    case 'M':
      return 'toggle-mute';
    case 'i':
    case 'I':
      return 'toggle-picture-in-picture';
    case 'c':
    case 'C':
      return 'toggle-subtitles';
    default:
      return null;
  }
}

/** Whether an event target is a button or link, which Space activates natively. */
export function isActivatable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], [role="button"]') !== null;
}
