import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  type FakeReply,
  type FakeRoutes,
  makeChannel,
  makeContentItem,
  makeMedia,
  ok,
  type RecordedRequest,
  reply,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

const tooManyStreams = reply(409, {
  code: 'too_many_streams',
  message: 'A tua conta já está a ver o máximo de emissões.',
  error: 'Conflict',
});
const counted = ok({ connections: 1, max_connections: 1, allowed: true });

let api: FakeApi;
let engines: FakeEngine[];
const latest = (): FakeEngine | undefined => engines[engines.length - 1];
const pings = (): RecordedRequest[] =>
  api.requests.filter((request) => request.method === 'GET' && request.url === '/v1/content/ping');
const goodbyes = (): RecordedRequest[] =>
  api.requests.filter((request) => request.method === 'DELETE' && request.url === '/v1/content/ping');

/** Plays channel `chan-1` (or `path`), each playback on an engine of its own. */
function start(overrides: FakeRoutes = {}, path = '/live/chan-1'): void {
  engines = [];
  api = fakeApi({
    'GET /v1/setting': ok({}),
    'GET /v1/content/channel/chan-1': ok(makeChannel({ id: 'chan-1', name: 'Palco 1', media_id: 'media-9' })),
    'GET /v1/content/media/media-9': ok(makeMedia({ id: 'media-9', duration: 0 })),
    'GET /v1/content/item/item-1': ok(
      makeContentItem({ id: 'item-1', title: 'Mar Alto', media_id: 'media-1' }),
    ),
    'GET /v1/content/media/media-1': ok(makeMedia()),
    'PUT /v1/content/item/item-1/progress': ok({ id: 'item-1', progress: 0 }),
    'GET /v1/content/ping': counted,
    'DELETE /v1/content/ping': ok({ ok: true }),
    ...overrides,
  });
  renderPlayer(path, () => {
    engines.push(new FakeEngine());
    return Promise.resolve(engines[engines.length - 1]!);
  });
}

/** Answers in turn, the last one from then on. */
function inTurn(...replies: Array<FakeReply | 'network down'>): () => FakeReply {
  let next = 0;
  return () => {
    const answer = replies[Math.min(next, replies.length - 1)]!;
    next += 1;
    // Thrown, msw's Response.error() fails the request as a dropped connection would.
    if (answer === 'network down') throw Response.error();
    return answer;
  };
}

async function playing(): Promise<void> {
  await waitFor(() => expect(latest()?.playCalls).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Pausa' });
}

const tick = (seconds: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(seconds * 1000));

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  sessionStore.getState().signIn('token-1');
});
afterEach(async () => {
  cleanup();
  // Before the real timers are back: answers on their way wait on the fake clock.
  await api.restore();
  jest.useRealTimers();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('simultaneous live streams in the player (spec sections 4 and 8)', () => {
  it('pings with a stream id of its own as live playback starts and every 20 s, paused too', async () => {
    start();
    await playing();
    await waitFor(() => expect(pings()).toHaveLength(1));
    const stream = pings()[0]?.params.stream ?? '';
    expect(stream).toMatch(/^[0-9a-f]{32}$/);
    await tick(19);
    expect(pings()).toHaveLength(1);
    await tick(1);
    await waitFor(() => expect(pings()).toHaveLength(2));
    // A paused live stream keeps its slot.
    act(() => latest()?.pause());
    await tick(20);
    await waitFor(() => expect(pings()).toHaveLength(3));
    expect(new Set(pings().map((request) => request.params.stream))).toEqual(new Set([stream]));
  });

  it('stops playback and drops the stream when the server refuses it, with the message over the player', async () => {
    start({ 'GET /v1/content/ping': tooManyStreams });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Demasiados ecrãs ao mesmo tempo');
    expect(alert).toHaveTextContent(
      'A tua conta já está a ver o máximo de emissões em simultâneo do teu plano. Fecha uma delas e tenta novamente.',
    );
    // The engine is gone with its source: nothing more loads.
    await waitFor(() => expect(engines.every((engine) => engine.destroyed)).toBe(true));
    expect(screen.queryByTestId('video')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    // Refused, it asks no more by itself, and has nothing to end.
    await tick(60);
    expect(pings()).toHaveLength(1);
    cleanup();
    await tick(1);
    expect(goodbyes()).toEqual([]);
  });

  it('plays again when a try again finds a slot free, and keeps pinging', async () => {
    start({ 'GET /v1/content/ping': inTurn(tooManyStreams, tooManyStreams, counted) });
    await screen.findByRole('alert');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const tryAgain = screen.getByRole('button', { name: 'Tentar novamente' });
    await user.click(tryAgain);
    await waitFor(() => expect(pings()).toHaveLength(2));
    // Asking, a second click sends nothing more.
    await user.click(tryAgain);
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-disabled', 'false'));
    expect(pings()).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Demasiados ecrãs ao mesmo tempo');
    expect(engines).toHaveLength(1);

    await user.click(tryAgain);
    await playing();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(engines).toHaveLength(2);
    await tick(20);
    await waitFor(() => expect(pings()).toHaveLength(4));
    expect(new Set(pings().map((request) => request.params.stream)).size).toBe(1);
  });

  it('plays on when a ping fails for another reason, and asks again at the next tick', async () => {
    start({
      'GET /v1/content/ping': inTurn(
        'network down',
        reply(503, { code: 503, message: 'x', error: 'x' }),
        counted,
      ),
    });
    await playing();
    await waitFor(() => expect(pings()).toHaveLength(1));
    await tick(20);
    await waitFor(() => expect(pings()).toHaveLength(2));
    await tick(20);
    await waitFor(() => expect(pings()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(latest()?.paused).toBe(false);
    expect(latest()?.destroyed).toBe(false);
    expect(engines).toHaveLength(1);
  });

  it('ends the stream when the player goes, so its slot is free at once', async () => {
    start();
    await playing();
    await waitFor(() => expect(pings()).toHaveLength(1));
    const stream = pings()[0]?.params.stream;
    cleanup();
    await waitFor(() => expect(goodbyes()).toHaveLength(1));
    expect(goodbyes()[0]).toMatchObject({ params: { stream }, keepalive: true });
    await tick(40);
    expect(pings()).toHaveLength(1);
  });

  it('ends the stream as the page goes, and asks for its slot again if the page comes back', async () => {
    start();
    await playing();
    await waitFor(() => expect(pings()).toHaveLength(1));
    const stream = pings()[0]?.params.stream;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    await waitFor(() => expect(goodbyes()).toHaveLength(1));
    expect(goodbyes()[0]).toMatchObject({ params: { stream }, keepalive: true });
    await tick(40);
    expect(pings()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(pings()).toHaveLength(2));
    expect(pings()[1]?.params.stream).toBe(stream);
  });

  it('does not ping for a visitor, whom the server does not count, nor on demand', async () => {
    sessionStore.getState().clear();
    start();
    await playing();
    await tick(40);
    cleanup();
    await api.restore();

    sessionStore.getState().signIn('token-1');
    start({}, '/vod/item-1');
    await playing();
    await tick(40);
    expect(api.requestsTo('/v1/content/ping')).toEqual([]);
  });
});
