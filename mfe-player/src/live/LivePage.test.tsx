import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeChannel,
  makeMedia,
  ok,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

/** The channel these tests play, streaming `media-9`. */
const palco1 = makeChannel({ id: 'chan-1', name: 'Palco 1', media_id: 'media-9' });

let api: FakeApi;
let engine: FakeEngine;

function start(path: string, overrides: FakeRoutes = {}): void {
  api = fakeApi({
    'GET /v1/setting': ok({}),
    'GET /v1/content/channel/chan-1': ok(palco1),
    'GET /v1/content/media/media-9': ok(makeMedia({ id: 'media-9', duration: 0 })),
    ...overrides,
  });
  renderPlayer(path, () => Promise.resolve(engine));
}

beforeEach(() => {
  engine = new FakeEngine();
});

afterEach(async () => {
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('LivePage', () => {
  it('plays the channel with the live badge and without a seek bar', async () => {
    start('/live/palco-1/chan-1');
    await waitFor(() => expect(engine.playCalls).toBe(1));
    expect(screen.getByRole('heading', { name: 'Palco 1' })).toBeInTheDocument();
    expect(screen.getByText('Em direto')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(engine.loads[0]).toEqual({
      source: { url: '/api/media/demo/master.m3u8', type: 'hls' },
      startAt: 0,
    });
  });

  it('does not seek with the arrows and keeps no progress', async () => {
    sessionStore.getState().signIn('token-1');
    start('/live/chan-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pausa' })).toBeInTheDocument());
    act(() => engine.timeTo(50));
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}k');
    expect(engine.seeks).toEqual([]);
    expect(engine.paused).toBe(true);
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('says when the channel does not exist', async () => {
    start('/live/nope', { 'GET /v1/content/channel/nope': errorReply(404) });
    expect(
      await screen.findByText('Este conteúdo não existe ou já não está disponível.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Em direto')).toBeInTheDocument();
  });

  it('says when the channel has no stream', async () => {
    start('/live/chan-1', { 'GET /v1/content/channel/chan-1': ok({ ...palco1, media_id: null }) });
    expect(await screen.findByText('Este conteúdo não tem vídeo para reproduzir.')).toBeInTheDocument();
  });
});
