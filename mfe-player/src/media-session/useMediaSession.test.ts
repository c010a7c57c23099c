import { act, renderHook } from '@testing-library/react';
import { FakeEngine } from '../testing/FakeEngine';
import type { MediaSessionInfo } from './session-info';
import { type MediaSessionOptions, useMediaSession } from './useMediaSession';

/** Stands in for `navigator.mediaSession`, which jsdom lacks, keeping what the player set. */
class FakeMediaSession {
  metadata: MediaMetadataInit | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  readonly handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  readonly positions: Array<MediaPositionState | undefined> = [];
  /** Actions this browser does not know, which it throws for. */
  unknown = new Set<MediaSessionAction>();

  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
    if (this.unknown.has(action)) throw new TypeError(`unknown action ${action}`);
    if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  }

  setPositionState(state?: MediaPositionState): void {
    this.positions.push(state);
  }

  /** The system's control is used: the lock screen's button, a hardware key. */
  press(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}): void {
    const handler = this.handlers.get(action);
    if (!handler) throw new Error(`no handler for ${action}`);
    handler({ action, ...details });
  }
}

class FakeMediaMetadata {
  readonly title: string;
  readonly artist: string;
  readonly artwork: readonly MediaImage[];

  constructor({ title = '', artist = '', artwork = [] }: MediaMetadataInit) {
    this.title = title;
    this.artist = artist;
    this.artwork = artwork;
  }
}

const EPISODE: MediaSessionInfo = {
  title: 'O Regresso',
  subtitle: 'Mar Alto · T1 E2',
  artwork: [{ src: '/images/thumb.jpg' }, { src: '/images/poster.jpg' }],
};

let session: FakeMediaSession;
let engine: FakeEngine;

beforeEach(() => {
  session = new FakeMediaSession();
  engine = new FakeEngine();
  engine.duration = 600;
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  Object.defineProperty(globalThis, 'MediaMetadata', { value: FakeMediaMetadata, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaSession');
  Reflect.deleteProperty(globalThis, 'MediaMetadata');
});

function render(info: MediaSessionInfo | null = EPISODE, options: Partial<MediaSessionOptions> = {}) {
  return renderHook(
    ({ options: current }) => useMediaSession(engine, info, { live: false, enabled: true, ...current }),
    { initialProps: { options } },
  );
}

describe('useMediaSession', () => {
  it('names what plays, with its series and episode and its pictures, until the player goes', () => {
    const { unmount } = render();
    expect(session.metadata).toBeInstanceOf(FakeMediaMetadata);
    expect(session.metadata).toEqual(
      expect.objectContaining({
        title: 'O Regresso',
        artist: 'Mar Alto · T1 E2',
        artwork: [{ src: '/images/thumb.jpg' }, { src: '/images/poster.jpg' }],
      }),
    );
    unmount();
    expect(session.metadata).toBeNull();
  });

  it('plays, pauses and stops from the system’s controls', async () => {
    render();
    await act(async () => session.press('play'));
    expect(engine.playCalls).toBe(1);
    expect(session.playbackState).toBe('playing');
    act(() => session.press('pause'));
    expect(engine.pauseCalls).toBe(1);
    expect(session.playbackState).toBe('paused');
    await act(async () => session.press('play'));
    act(() => session.press('stop'));
    expect(engine.paused).toBe(true);
    expect(session.playbackState).toBe('paused');
  });

  it('seeks 10 s back and forth by default, by the offset the system asks, and to a point', () => {
    render();
    act(() => engine.timeTo(100));
    act(() => session.press('seekbackward'));
    act(() => session.press('seekforward', { seekOffset: 30 }));
    act(() => session.press('seekto', { seekTime: 250 }));
    expect(engine.seeks).toEqual([90, 120, 250]);
  });

  it('keeps the position up to date as playback moves', () => {
    render();
    act(() => engine.timeTo(42));
    expect(session.positions.at(-1)).toEqual({ duration: 600, position: 42, playbackRate: 1 });
  });

  it('offers no seeking and no position for a live stream', () => {
    engine.duration = Number.POSITIVE_INFINITY;
    render(EPISODE, { live: true });
    act(() => engine.timeTo(42));
    expect([...session.handlers.keys()].sort()).toEqual(['pause', 'play', 'stop']);
    expect(session.positions).toEqual([]);
  });

  it('leaves the controls to the browser while an ad break holds the content', () => {
    const { rerender } = render(EPISODE, { enabled: true });
    expect(session.handlers.size).toBe(6);
    rerender({ options: { enabled: false } });
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
  });

  it('clears every handler, the state and the position when the player goes', () => {
    const { unmount } = render();
    act(() => engine.timeTo(42));
    unmount();
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
    expect(session.positions.at(-1)).toBeUndefined();
  });

  it('sets the actions a browser knows when it throws for another', () => {
    session.unknown.add('stop');
    render();
    expect([...session.handlers.keys()]).toEqual(
      expect.arrayContaining(['play', 'pause', 'seekbackward', 'seekforward', 'seekto']),
    );
  });

  it('does nothing where the browser has no Media Session', () => {
    Reflect.deleteProperty(navigator, 'mediaSession');
    expect(() => render().unmount()).not.toThrow();
  });
});
