import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeAccount,
  makeContentItem,
  makeMedia,
  ok,
  reply,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

const limitReached = reply(403, {
  code: 'time_limit_reached',
  message: 'Acabou o tempo grátis.',
  error: 'Forbidden',
});

/** A premium title of ten minutes whose media comes with the free tier's allowance. */
function routes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /v1/setting': ok({}),
    'GET /v1/content/item/item-1': ok(
      makeContentItem({ title: 'Mar Alto', media_id: 'media-1', duration: 600, premium: true }),
    ),
    'GET /v1/content/media/media-1': ok(
      makeMedia({ allowance: { title_limit: 30, seconds_left: 200, total_limit: 300 } }),
    ),
    'POST /v1/content/media/media-1/watched': ok({ title_limit: 30, seconds_left: 185, total_limit: 300 }),
    'PUT /v1/content/item/item-1/progress': ok({ id: 'item-1', progress: 0 }),
    ...overrides,
  };
}

let api: FakeApi;
let engine: FakeEngine;
const opened = jest.fn();

function start(overrides: FakeRoutes = {}): void {
  engine = new FakeEngine();
  api = fakeApi(routes(overrides));
  renderPlayer(
    '/vod/item-1',
    jest.fn(() => Promise.resolve(engine)),
  );
}

/** The engine plays from `from` to `to` seconds, in the quarter-second steps of its time updates. */
function playTo(from: number, to: number): void {
  act(() => {
    for (let position = from; position <= to + 1e-9; position += 0.25) engine.timeTo(position);
  });
}

/** Playing, as the controls show it: the player listens to the engine by then. */
async function playing(): Promise<void> {
  await waitFor(() => expect(engine.playCalls).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Pausa' });
}

function signInFree(): void {
  sessionStore.getState().signIn('tok-free');
  sessionStore.getState().setAccount(makeAccount({ premium: false }));
}

beforeEach(() => bus.on('overlay:open', opened));
afterEach(async () => {
  bus.off('overlay:open', opened);
  opened.mockReset();
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('the time limits on premium VOD (spec section 4)', () => {
  it('shows the free time left and tells the server every 10 s of playing', async () => {
    start();
    await playing();
    expect(screen.getByTestId('free-time-left')).toHaveTextContent('Restam 3 minutos grátis');
    playTo(0, 10.5);
    await waitFor(() => expect(api.requestsTo('/v1/content/media/media-1/watched')).toHaveLength(1));
    expect(api.requestsTo('/v1/content/media/media-1/watched')[0]?.body).toEqual({ seconds: 10 });
    // The server's word: 185 s left.
    await waitFor(() =>
      expect(screen.getByTestId('free-time-left')).toHaveTextContent('Restam 3 minutos grátis'),
    );
  });

  it('stops a visitor at the title’s limit with need-registration, and a sign-up opens the login popup', async () => {
    start();
    await playing();
    playTo(20, 30);
    expect(engine.paused).toBe(true);
    const popup = await screen.findByRole('dialog', { name: 'Precisas de uma conta' });
    expect(popup).toHaveTextContent('Para continuares a ver, entra na tua conta ou cria uma, grátis.');
    expect(screen.queryByTestId('video')).not.toBeInTheDocument();
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Criar conta' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login', initialView: 'register' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Signed in, without a plan: the plans come next.
    act(() => signInFree());
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ name: 'subscribe' }));
  });

  it('offers a free viewer the plans once the day’s time is used up, as the server says', async () => {
    signInFree();
    start({ 'POST /v1/content/media/media-1/watched': limitReached });
    await playing();
    playTo(0, 10.5);
    expect(await screen.findByRole('heading', { name: 'Acabou o tempo grátis' })).toBeInTheDocument();
    expect(engine.paused).toBe(true);
    expect(opened).toHaveBeenCalledWith({ name: 'subscribe' });
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver planos' }));
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('does not count a seek as playing, but stops a seek past the title’s limit', async () => {
    start();
    await playing();
    playTo(0, 2);
    act(() => engine.timeTo(25));
    expect(engine.paused).toBe(false);
    act(() => engine.timeTo(45));
    expect(engine.paused).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Precisas de uma conta' })).toBeInTheDocument();
  });

  it('shows the limit screen at once when the media call says the time is used up', async () => {
    signInFree();
    start({ 'GET /v1/content/media/media-1': limitReached });
    expect(await screen.findByRole('heading', { name: 'Acabou o tempo grátis' })).toBeInTheDocument();
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ name: 'subscribe' }));
  });

  it('holds nobody without an allowance: no notice, no reports', async () => {
    start({ 'GET /v1/content/media/media-1': ok(makeMedia()) });
    await playing();
    playTo(0, 40);
    expect(engine.paused).toBe(false);
    expect(screen.queryByTestId('free-time-left')).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/media/media-1/watched')).toHaveLength(0);
  });
});
