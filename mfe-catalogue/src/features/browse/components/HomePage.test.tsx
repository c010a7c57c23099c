import { act, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rail } from '@palco/contracts';
import {
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeChannel,
  makeContentItem,
  makeRail,
  makeScreen,
  makeSection,
  ok,
  reply,
} from '@palco/shared/testing';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../../testing/fake-intersection-observer';
import { renderApp } from '../../../testing/render-app';
import { settleNavigation } from '../../../testing/navigation';

const HOME = 'GET /v1/content/section/home';
const HOME_SCREEN = 'GET /v1/content/screen/home-screen/cards';

/** The home section, its screen holding `rails`. */
function home(...rails: Rail[]): FakeRoutes {
  return { [HOME]: ok(makeSection()), [HOME_SCREEN]: ok(makeScreen({ rails })) };
}

let api: FakeApi;
afterEach(() => api.restore());

describe('home page', () => {
  it('loads the first screen’s pictures at once, the first of each of its rails at high priority, and the rest lazily', async () => {
    const titles = (rail: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        makeContentItem({ id: `${rail}-${index}`, title: `${rail} ${index}` }),
      );
    api = fakeApi(
      home(
        makeRail({ id: 'first', name: 'Primeiro', contents: titles('first', 10) }),
        makeRail({ id: 'second', name: 'Segundo', contents: titles('second', 3) }),
        makeRail({ id: 'third', name: 'Terceiro', contents: titles('third', 3) }),
      ),
    );
    const { container } = renderApp('/');
    await view.findAllByTestId('rail');
    const pictures = (rail: string): HTMLImageElement[] =>
      Array.from(container.querySelectorAll<HTMLImageElement>(`[data-rail-id="${rail}"] img`));
    // Cards past a wide screen's first row are drawn just after the page.
    await waitFor(() => expect(pictures('first')).toHaveLength(10));
    const [first, ...rest] = pictures('first');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest.slice(0, 7).every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
    expect(rest.slice(7).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(pictures('second').map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(pictures('third').map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    // On a phone the second rail's first poster, larger there than the first rail's cards, is the page's
    // largest picture.
    expect([...container.querySelectorAll('img[fetchpriority="high"]')]).toEqual([
      pictures('first')[0],
      pictures('second')[0],
    ]);
  });

  it('loads only the first hero picture with the page, and the next heroes as the viewer moves to them', async () => {
    const heroes = Array.from({ length: 4 }, (_, index) =>
      makeContentItem({ id: `hero-${index}`, title: `Destaque ${index}` }),
    );
    api = fakeApi(
      home(makeRail({ id: 'hero', name: 'Destaques', card_display: 'fullscreen', contents: heroes })),
    );
    const { container } = renderApp('/');
    await view.findByTestId('rail');
    const pictures = (): HTMLImageElement[] =>
      Array.from(container.querySelectorAll<HTMLImageElement>('img'));
    await waitFor(() => expect(pictures()).toHaveLength(4));
    expect(pictures().map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect(pictures()[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows the home section's rails that have items, and no empty rail", async () => {
    api = fakeApi(
      home(
        makeRail({
          id: 'top',
          name: 'Top 10',
          design_type: 'poster_top10',
          contents: [
            makeContentItem({
              id: 'm1',
              title: 'Capitães de Abril',
              premium: true,
              label: 'Estreia exclusiva no Palco',
            }),
            makeContentItem({ id: 's1', title: 'Glória', type: 'SERIES' }),
          ],
        }),
        makeRail({ id: 'empty', name: 'Nada aqui' }),
        makeRail({
          id: 'grid',
          name: 'Documentários',
          widget_type: 'list',
          design_type: 'thumbnail',
          show_name: false,
          contents: [makeContentItem({ id: 'd1' })],
        }),
        makeRail({
          id: 'live',
          name: 'Canais',
          design_type: 'channel',
          channels: [makeChannel({ id: 'rtp1', name: 'RTP 1' })],
        }),
      ),
    );
    renderApp('/');

    const rails = await view.findAllByTestId('rail');
    expect(rails.map((r) => r.getAttribute('aria-label'))).toEqual(['Top 10', 'Documentários', 'Canais']);
    expect(view.queryByRole('region', { name: 'Nada aqui' })).not.toBeInTheDocument();

    const top = view.getByRole('region', { name: 'Top 10' });
    expect(within(top).getByRole('heading', { name: 'Top 10' })).toBeInTheDocument();
    const cards = within(top).getAllByTestId('card');
    expect(cards).toHaveLength(2);
    const [movie, series] = cards as [HTMLElement, HTMLElement];
    expect(movie).toHaveAttribute('href', '/movie/capitaes-de-abril/m1');
    expect(series).toHaveAttribute('href', '/series/gloria/s1');
    expect(within(movie).getByText('Estreia exclusi')).toBeInTheDocument();
    expect(within(movie).getByText('Premium')).toBeInTheDocument();
    expect(within(series).queryByText('Premium')).not.toBeInTheDocument();
    expect(within(top).getByText('1', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Seguintes' })).toBeInTheDocument();

    // The first rail's first picture is the page's likely largest paint: at once, at high priority.
    const image = movie.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '240');

    const grid = view.getByRole('region', { name: 'Documentários' });
    expect(within(grid).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'Seguintes' })).not.toBeInTheDocument();

    const live = within(view.getByRole('region', { name: 'Canais' })).getByTestId('card');
    expect(live).toHaveAttribute('href', '/live/rtp1');
    expect(live).toHaveAccessibleName('RTP 1');
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    let attempts = 0;
    api = fakeApi({
      [HOME]: ok(makeSection()),
      [HOME_SCREEN]: () => {
        attempts += 1;
        return attempts === 1
          ? reply(500, { code: 500, message: 'boom', error: 'Internal Server Error' })
          : reply(200, makeScreen({ rails: [makeRail({ contents: [makeContentItem()] })] }));
      },
    });
    renderApp('/');

    expect(view.getByTestId('rails-skeleton')).toBeInTheDocument();
    expect(await view.findByRole('alert')).toHaveTextContent('Não foi possível carregar os conteúdos.');
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByTestId('rail')).toBeInTheDocument();
    expect(view.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no rail has anything to show', async () => {
    api = fakeApi(home(makeRail({ has_more: true })));
    renderApp('/');
    expect(await view.findByText('Ainda não há conteúdos para mostrar aqui.')).toBeInTheDocument();
    expect(view.queryByTestId('rail')).not.toBeInTheDocument();
  });

  it('treats a screen that breaks the contract as an error, not as data', async () => {
    api = fakeApi({
      [HOME]: ok(makeSection()),
      [HOME_SCREEN]: ok({ id: 'home-screen', rails: 'not a list' }),
    });
    renderApp('/');
    expect(await view.findByRole('alert')).toBeInTheDocument();
  });
});

describe('carousel paging', () => {
  const PLAYLIST = 'GET /v1/content/playlist/new';

  function trackOf(name: string): HTMLElement {
    return within(view.getByRole('region', { name })).getByRole('list');
  }

  it('asks for the page after the last card when the viewer reaches the end, without repeating cards', async () => {
    const pages = [
      reply(200, {
        id: 'new',
        contents: [makeContentItem({ id: 'b' }), makeContentItem({ id: 'c' }), makeContentItem({ id: 'd' })],
        channels: [],
        has_more: true,
      }),
      reply(200, { id: 'new', contents: [makeContentItem({ id: 'e' })], channels: [], has_more: false }),
    ];
    api = fakeApi({
      ...home(
        makeRail({
          id: 'new',
          name: 'Novidades',
          contents: [makeContentItem({ id: 'a' }), makeContentItem({ id: 'b' })],
          has_more: true,
        }),
      ),
      [PLAYLIST]: () =>
        pages.shift() ?? reply(500, { code: 500, message: 'asked once too often', error: 'x' }),
    });
    renderApp('/');
    await view.findByTestId('rail');
    const track = trackOf('Novidades');

    // Not at the end yet: nothing is asked.
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 2000 });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 500 });
    fireEvent.scroll(track);
    expect(api.requestsTo('/v1/content/playlist')).toHaveLength(0);

    // At the end: the next page starts after the last card.
    track.scrollLeft = 1500;
    fireEvent.scroll(track);
    fireEvent.scroll(track);
    await waitFor(() => expect(within(track).getAllByTestId('card')).toHaveLength(4));
    expect(api.requestsTo('/v1/content/playlist')).toEqual([
      { method: 'GET', url: '/v1/content/playlist/new', params: { cursor: 'b' } },
    ]);
    expect(
      within(track)
        .getAllByTestId('card')
        .map((card) => card.getAttribute('href')),
    ).toEqual(['/movie/titulo-a/a', '/movie/titulo-b/b', '/movie/titulo-c/c', '/movie/titulo-d/d']);

    // The next button at the end asks for the page after the new last card.
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 3000 });
    track.scrollLeft = 2500;
    await userEvent.click(view.getByRole('button', { name: 'Seguintes' }));
    await waitFor(() => expect(within(track).getAllByTestId('card')).toHaveLength(5));
    expect(api.requestsTo('/v1/content/playlist').map((call) => call.params.cursor)).toEqual(['b', 'd']);

    // Nothing more to ask once the server says so.
    fireEvent.scroll(track);
    expect(api.requestsTo('/v1/content/playlist')).toHaveLength(2);
    expect(view.getByRole('button', { name: 'Seguintes' })).toBeDisabled();
  });

  it('hides "previous" at the start and "next" once every card is in view and the server has no more', async () => {
    api = fakeApi(home(makeRail({ id: 'new', name: 'Novidades', contents: [makeContentItem({ id: 'a' })] })));
    renderApp('/');
    await view.findByTestId('rail');
    // jsdom lays nothing out, so the track shows all it holds; the edges are read a frame after the cards.
    await waitFor(() => expect(view.getByRole('button', { name: 'Seguintes' })).toBeDisabled());
    expect(view.getByRole('button', { name: 'Anteriores' })).toBeDisabled();

    const track = trackOf('Novidades');
    track.scrollLeft = 120;
    fireEvent.scroll(track);
    expect(view.getByRole('button', { name: 'Anteriores' })).toBeEnabled();
    track.scrollLeft = 0;
    fireEvent.scroll(track);
    expect(view.getByRole('button', { name: 'Anteriores' })).toBeDisabled();
  });

  it('offers a retry in the carousel when a page fails', async () => {
    let attempts = 0;
    api = fakeApi({
      ...home(
        makeRail({ id: 'new', name: 'Novidades', contents: [makeContentItem({ id: 'a' })], has_more: true }),
      ),
      [PLAYLIST]: () => {
        attempts += 1;
        return attempts === 1
          ? reply(503, { code: 503, message: 'busy', error: 'Service Unavailable' })
          : reply(200, {
              id: 'new',
              contents: [makeContentItem({ id: 'z' })],
              channels: [],
              has_more: false,
            });
      },
    });
    renderApp('/');
    await view.findByTestId('rail');
    fireEvent.scroll(trackOf('Novidades'));
    await userEvent.click(await view.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(trackOf('Novidades')).getAllByTestId('card')).toHaveLength(2));
    expect(api.requestsTo('/v1/content/playlist').map((call) => call.params.cursor)).toEqual(['a', 'a']);
  });
});

describe('rails below the first screen', () => {
  let restoreObserver: () => void;
  beforeEach(() => {
    restoreObserver = installFakeIntersectionObserver();
  });
  afterEach(() => restoreObserver());

  const titles = (rail: string, count: number) =>
    Array.from({ length: count }, (_, index) =>
      makeContentItem({ id: `${rail}-${index}`, title: `${rail} ${index}` }),
    );
  /** Five rails of four titles; `over` changes every rail. */
  const fiveRails = (over: Partial<Rail> = {}): Rail[] =>
    [1, 2, 3, 4, 5].map((n) =>
      makeRail({ id: `r${n}`, name: `Fila ${n}`, contents: titles(`r${n}`, 4), ...over }),
    );
  const cardsOf = (rail: HTMLElement): HTMLElement[] => within(rail).queryAllByTestId('card');

  it('show their heading at once and build their cards when they come near the screen, for good', async () => {
    api = fakeApi(home(...fiveRails()));
    renderApp('/');
    const rails = await view.findAllByTestId('rail');
    const [first, second, third, fourth, fifth] = rails as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // The first screen's rails are whole at once; the others have their heading and no card or picture yet.
    expect([first, second, third].map((rail) => cardsOf(rail).length)).toEqual([4, 4, 4]);
    expect(within(fourth).getByRole('heading', { name: 'Fila 4' })).toBeInTheDocument();
    expect(cardsOf(fourth)).toHaveLength(0);
    expect(fourth.querySelector('img')).toBeNull();
    expect(cardsOf(fifth)).toHaveLength(0);
    // Watched from a screen's height away.
    expect(FakeIntersectionObserver.watching(fourth)[0]?.options.rootMargin).toBe('100% 0px');

    act(() => FakeIntersectionObserver.show(fourth));
    expect(await within(fourth).findAllByTestId('card')).toHaveLength(4);
    expect(Array.from(fourth.querySelectorAll('img'), (img) => img.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(within(fourth).queryByTestId('rail-placeholder')).not.toBeInTheDocument();
    expect(cardsOf(fifth)).toHaveLength(0);
    // Built once, it is no longer watched and stays.
    expect(FakeIntersectionObserver.watching(fourth)).toHaveLength(0);
    expect(view.getAllByTestId('card')).toHaveLength(16);
  });

  it('keep the room of their cards while waiting: a grid one empty card per title, in its layout', async () => {
    api = fakeApi(home(...fiveRails({ widget_type: 'list', has_more: true })));
    renderApp('/');
    const fourth = (await view.findAllByTestId('rail'))[3]!;
    const placeholder = within(fourth).getByTestId('rail-placeholder');
    const frames = placeholder.querySelectorAll('[style*="aspect-ratio"]');
    expect(frames).toHaveLength(4);
    expect(frames[0]).toHaveStyle({ aspectRatio: 'auto 160 / 240' });
    // Its "show more" is there too, taking its room unseen; no control of it can be reached.
    expect(within(placeholder).queryByRole('button')).not.toBeInTheDocument();
    expect(placeholder).toHaveTextContent('Mostrar mais');
  });

  it('are reached by the keyboard: tabbing onto one builds its cards and focuses its first', async () => {
    // Grids, so the rails' only tab stops are their cards.
    api = fakeApi(home(...fiveRails({ widget_type: 'list' })));
    renderApp('/');
    const rails = (await view.findAllByTestId('rail')) as HTMLElement[];
    const [, , third, fourth, fifth] = rails as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    act(() => cardsOf(third)[0]!.focus());

    await userEvent.tab();
    const [firstOfFourth] = cardsOf(fourth);
    expect(firstOfFourth).toHaveFocus();
    expect(cardsOf(fourth)).toHaveLength(4);
    expect(cardsOf(fifth)).toHaveLength(0);

    // Back with shift+tab and on again: the rails' tab stops, in order.
    await userEvent.tab({ shift: true });
    expect(cardsOf(third)[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(cardsOf(fifth)[0]).toHaveFocus();
  });
});

describe('the home’s sub-menu', () => {
  it('shows the chosen screen from the address, and follows its links and the browser’s back', async () => {
    api = fakeApi({
      [HOME]: ok(makeSection({ sub_menu: [{ id: 'kids', name: 'Miúdos', screen: 'kids-screen' }] })),
      [HOME_SCREEN]: ok(
        makeScreen({
          rails: [
            makeRail({ name: 'Destaques', contents: [makeContentItem({ id: 'm1', title: 'Os Maias' })] }),
          ],
        }),
      ),
      'GET /v1/content/screen/kids-screen/cards': ok(
        makeScreen({
          id: 'kids-screen',
          rails: [makeRail({ name: 'Animação', contents: [makeContentItem({ id: 'k1', title: 'Zé' })] })],
        }),
      ),
    });
    renderApp('/');
    expect(await view.findByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    const kids = view.getByRole('link', { name: 'Miúdos' });
    expect(kids).toHaveAttribute('href', '/?menu=kids');

    await userEvent.click(kids);
    expect(await view.findByRole('region', { name: 'Animação' })).toBeInTheDocument();
    expect(window.location.search).toBe('?menu=kids');
    expect(view.getByRole('link', { name: 'Miúdos' })).toHaveAttribute('aria-current', 'page');

    await settleNavigation(() => window.history.back());
    expect(await view.findByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Tudo' })).toHaveAttribute('aria-current', 'page');
  });
});
