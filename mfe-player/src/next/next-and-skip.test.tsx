import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeContentItem,
  makeMedia,
  ok,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';
import { RECAP_NOTICE_MS } from './marks-policy';

const episode2: ContentItem = makeContentItem({
  id: 'ep-2',
  title: 'O Regresso',
  type: 'EPISODE',
  media_id: 'media-2',
  duration: 20,
  marks: { recap: { start: 0, end: 4 }, intro: { start: 4, end: 9 }, next_episode: 15 },
});
const episode3 = makeContentItem({ id: 'ep-3', title: 'A Partida', type: 'EPISODE', media_id: 'media-3' });
const movie = makeContentItem({
  id: 'mv-1',
  title: 'Mar Alto',
  type: 'MOVIE',
  media_id: 'media-1',
  duration: 20,
});

function routes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /v1/setting': ok({}),
    'GET /v1/content/item/ep-2': ok(episode2),
    'GET /v1/content/item/ep-3': ok(episode3),
    'GET /v1/content/item/mv-1': ok(movie),
    'GET /v1/content/media/media-1': ok(makeMedia({ id: 'media-1' })),
    'GET /v1/content/media/media-2': ok(makeMedia({ id: 'media-2' })),
    'GET /v1/content/media/media-3': ok(makeMedia({ id: 'media-3', url: '/api/media/other/master.m3u8' })),
    'GET /v1/content/item/ep-2/next': ok(episode3),
    'GET /v1/content/item/mv-1/next': ok(makeContentItem({ id: 'mv-2', title: 'Serra', type: 'MOVIE' })),
    ...overrides,
  };
}

let api: FakeApi;
let engines: FakeEngine[];

function start(path: string, overrides: FakeRoutes = {}): void {
  engines = [];
  api = fakeApi(routes(overrides));
  renderPlayer(
    path,
    jest.fn(() => {
      const engine = new FakeEngine();
      engines.push(engine);
      return Promise.resolve(engine);
    }),
  );
}

const engine = (): FakeEngine => engines[engines.length - 1]!;
/** Playing, as the controls show it: the player listens to the engine by then. */
const playing = async (): Promise<void> => {
  await waitFor(() => expect(engine().playCalls).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Pausa' });
};

afterEach(async () => {
  jest.restoreAllMocks();
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('skipping the recap and the intro (spec section 4)', () => {
  it('offers to skip the recap for its first 5 s, then the intro, each landing at its end', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    start('/vod/ep-2');
    await playing();
    act(() => engine().timeTo(0.5));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Saltar resumo' }));
    expect(engine().seeks).toContain(4);

    // Watching the recap instead: the offer goes after 5 s.
    act(() => engine().timeTo(1));
    expect(screen.getByRole('button', { name: 'Saltar resumo' })).toBeInTheDocument();
    now += RECAP_NOTICE_MS;
    act(() => engine().timeTo(2));
    expect(screen.queryByRole('button', { name: 'Saltar resumo' })).not.toBeInTheDocument();

    act(() => engine().timeTo(5));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Saltar introdução' }));
    expect(engine().seeks).toContain(9);
    act(() => engine().timeTo(9.5));
    expect(screen.queryByRole('button', { name: /Saltar/ })).not.toBeInTheDocument();
  });
});

describe('what comes next (spec section 4)', () => {
  it('offers the next episode from the credits, and "watch now" plays it', async () => {
    start('/vod/ep-2');
    await playing();
    act(() => engine().timeTo(14));
    expect(screen.queryByRole('complementary', { name: 'Próximo episódio' })).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/item/ep-2/next')).toHaveLength(0);
    act(() => engine().timeTo(15));
    const card = await screen.findByRole('complementary', { name: 'Próximo episódio' });
    expect(card).toHaveTextContent('A Partida');
    expect(card).toHaveTextContent('Começa dentro de 15 segundos');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver agora' }));
    expect(await screen.findByRole('heading', { name: 'A Partida' })).toBeInTheDocument();
  });

  it('counts down 15 s and starts the next episode by itself', async () => {
    // Timers that also run on their own, so the calls and the engine go on while the test moves the clock.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      start('/vod/ep-2');
      await playing();
      act(() => engine().timeTo(15));
      const card = await screen.findByRole('complementary', { name: 'Próximo episódio' });
      expect(card).toHaveTextContent('15 segundos');
      await act(() => jest.advanceTimersByTimeAsync(14_000));
      expect(card).toHaveTextContent('1 segundo');
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByRole('heading', { name: 'A Partida' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the viewer cancel, and says nothing when there is no next episode yet', async () => {
    start('/vod/ep-2');
    await playing();
    act(() => engine().timeTo(15));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    cleanup();
    await api.restore();
    await clearSwrCache();

    start('/vod/ep-2', { 'GET /v1/content/item/ep-2/next': errorReply(404) });
    await playing();
    act(() => engine().timeTo(16));
    await waitFor(() => expect(api.requestsTo('/v1/content/item/ep-2/next')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('never offers a next episode that is not released yet', async () => {
    const future = Math.floor(Date.now() / 1000) + 86_400;
    start('/vod/ep-2', { 'GET /v1/content/item/ep-2/next': ok({ ...episode3, release_date: future }) });
    await playing();
    act(() => engine().timeTo(15));
    await waitFor(() => expect(api.requestsTo('/v1/content/item/ep-2/next')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('recommends what to watch after a movie has ended, not during its credits', async () => {
    start('/vod/mv-1');
    await playing();
    act(() => engine().timeTo(18));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    act(() => engine().finish());
    expect(await screen.findByRole('complementary', { name: 'Recomendamos a seguir' })).toHaveTextContent(
      'Serra',
    );
  });
});
