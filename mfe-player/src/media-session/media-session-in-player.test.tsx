import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { type FakeApi, fakeApi, makeContentItem, makeMedia, ok } from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

/** The browser's Media Session, as much of it as the player page uses. */
const session = {
  metadata: null as MediaMetadataInit | null,
  playbackState: 'none' as MediaSessionPlaybackState,
  handlers: new Map<MediaSessionAction, MediaSessionActionHandler>(),
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
    if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  },
  setPositionState: jest.fn(),
};

let api: FakeApi;
let engine: FakeEngine;

beforeEach(() => {
  engine = new FakeEngine();
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  Object.defineProperty(globalThis, 'MediaMetadata', {
    value: function MediaMetadata(this: MediaMetadataInit, init: MediaMetadataInit) {
      Object.assign(this, init);
    },
    configurable: true,
  });
  api = fakeApi({
    'GET /v1/setting': ok({}),
    'GET /v1/content/item/ep-2': ok(
      makeContentItem({
        id: 'ep-2',
        type: 'EPISODE',
        title: 'O Regresso',
        series: { id: 's1', title: 'Mar Alto' },
        season: { id: 'season-1', season: 1, name: 'Temporada 1' },
        episode_number: 2,
        images: { thumbnail: '/images/ep-2.jpg' },
        media_id: 'media-1',
      }),
    ),
    'GET /v1/content/media/media-1': ok(makeMedia()),
    'PUT /v1/content/item/ep-2/progress': ok({ id: 'ep-2', progress: 0 }),
  });
});

afterEach(async () => {
  cleanup();
  await api.restore();
  await clearSwrCache();
  Reflect.deleteProperty(navigator, 'mediaSession');
  Reflect.deleteProperty(globalThis, 'MediaMetadata');
});

describe('the player page’s media session', () => {
  it('names the episode for the lock screen, answers the media keys and clears all on leaving', async () => {
    const { unmount } = renderPlayer(
      '/vod/ep-2',
      jest.fn(() => Promise.resolve(engine)),
    );
    await waitFor(() => expect(engine.playCalls).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Pausa' });
    expect(session.metadata).toEqual(
      expect.objectContaining({
        title: 'O Regresso',
        artist: 'Mar Alto · T1 E2',
        artwork: [{ src: '/images/ep-2.jpg' }],
      }),
    );
    expect(session.playbackState).toBe('playing');

    act(() => session.handlers.get('pause')?.({ action: 'pause' }));
    expect(engine.paused).toBe(true);
    expect(session.playbackState).toBe('paused');
    act(() => engine.timeTo(100));
    act(() => session.handlers.get('seekforward')?.({ action: 'seekforward' }));
    expect(engine.seeks).toEqual([110]);

    unmount();
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
  });
});
