import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  makeAccount,
  makeContentItem,
  makeMedia,
  makeProfile,
  ok,
  reply,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

let api: FakeApi;
let engine: FakeEngine;

const saves = (): unknown[] => api.requestsTo('/v1/content/item/item-1/progress').map((r) => r.body);

function play(guest: boolean): { unmount: () => void } {
  sessionStore.setState({
    token: 'token-1',
    account: makeAccount({
      profiles: [
        { id: 'p1', name: 'Joana' },
        { id: 'p2', name: 'Visita' },
      ],
    }),
    profile: makeProfile({ id: 'p2', name: 'Visita', guest }),
  });
  api = fakeApi({
    'GET /v1/setting': ok({}),
    'GET /v1/content/item/item-1': ok(makeContentItem({ media_id: 'media-1', duration: 600 })),
    'GET /v1/content/media/media-1': ok(makeMedia()),
    'PUT /v1/content/item/item-1/progress': ok({ id: 'item-1', progress: 0 }),
  });
  return renderPlayer(
    '/vod/item-1',
    jest.fn(() => Promise.resolve(engine)),
  );
}

async function playing(): Promise<void> {
  await waitFor(() => expect(engine.playCalls).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Pausa' });
}

beforeEach(() => {
  engine = new FakeEngine();
});

afterEach(async () => {
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  localStorage.removeItem('palco.player.unsaved-progress');
  await clearSwrCache();
});

describe('progress on a guest profile', () => {
  it('is never sent: not on pause, at the end, on leaving the page or when the player goes away', async () => {
    const saved = jest.fn();
    bus.on('player:progress-saved', saved);
    const { unmount } = play(true);
    await playing();
    act(() => engine.timeTo(42));
    await userEvent.keyboard('k');
    act(() => engine.finish());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    act(() => engine.timeTo(33));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(saves()).toEqual([]);
    expect(saved).not.toHaveBeenCalled();
    bus.off('player:progress-saved', saved);
  });

  it('is sent for the same account’s other profiles', async () => {
    play(false);
    await playing();
    act(() => engine.timeTo(42));
    await userEvent.keyboard('k');
    await waitFor(() => expect(saves()).toEqual([{ progress: 42 }]));
  });
});

describe('progress the server did not receive', () => {
  it('is kept on the device and sent when the player next starts', async () => {
    const { unmount } = play(false);
    api.restore();
    let answers = 0;
    api = fakeApi({
      'GET /v1/setting': ok({}),
      'GET /v1/content/item/item-1': ok(makeContentItem({ media_id: 'media-1', duration: 600 })),
      'GET /v1/content/media/media-1': ok(makeMedia()),
      // Down at first, then back.
      'PUT /v1/content/item/item-1/progress': () =>
        ++answers === 1
          ? reply(503, { code: 503, message: 'x', error: 'Service Unavailable' })
          : ok({ id: 'item-1', progress: 42 }),
    });
    await playing();
    act(() => engine.timeTo(42));
    await userEvent.keyboard('k');
    await waitFor(() => expect(answers).toBe(1));
    unmount();

    engine = new FakeEngine();
    renderPlayer(
      '/vod/item-1',
      jest.fn(() => Promise.resolve(engine)),
    );
    await waitFor(() => expect(saves()).toEqual([{ progress: 42 }, { progress: 42 }]));
    await waitFor(() => expect(localStorage.getItem('palco.player.unsaved-progress')).toBeNull());
  });
});
