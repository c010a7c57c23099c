import { screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rail } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeAccount,
  makeContentItem,
  makeProfile,
  makeRail,
  makeScreen,
  makeSection,
  makeUserStatus,
  ok,
  reply,
} from '@palco/shared/testing';
import { fixedClock, renderApp } from '../../../testing/render-app';

const HOME = 'GET /v1/content/section/home';
const HOME_SCREEN = 'GET /v1/content/screen/home-screen/cards';

function home(...rails: Rail[]): FakeRoutes {
  return { [HOME]: ok(makeSection()), [HOME_SCREEN]: ok(makeScreen({ rails })) };
}

const items = (...ids: string[]) => ids.map((id) => makeContentItem({ id }));

let api: FakeApi;
afterEach(async () => {
  await api.restore();
  sessionStore.getState().clear();
});

describe('rails', () => {
  it('honours show_name and the progress flag', async () => {
    const watched = makeUserStatus({ progress: 2700 });
    api = fakeApi(
      home(
        makeRail({
          id: 'cw',
          name: 'Continuar',
          progress: true,
          contents: [makeContentItem({ id: 'a', duration: 5400, user_status: watched })],
        }),
        makeRail({
          id: 'plain',
          name: 'Sem nome',
          show_name: false,
          contents: [makeContentItem({ id: 'b', duration: 5400, user_status: watched })],
        }),
      ),
    );
    const { container } = renderApp('/');
    const withProgress = await view.findByRole('region', { name: 'Continuar' });
    expect(within(withProgress).getByRole('heading', { name: 'Continuar' })).toBeInTheDocument();
    // Half of the title watched: the bar is drawn half-way.
    expect(withProgress.querySelector('[style*="width: 50%"]')).not.toBeNull();

    const plain = view.getByRole('region', { name: 'Sem nome' });
    expect(within(plain).queryByRole('heading')).not.toBeInTheDocument();
    expect(plain.querySelector('[style*="width: 50%"]')).toBeNull();
    expect(container.querySelectorAll('[style*="width: 50%"]')).toHaveLength(1);
  });

  it('moves focus between cards with the arrows, Home and End, and asks for more at the end', async () => {
    api = fakeApi({
      ...home(makeRail({ id: 'new', name: 'Novidades', contents: items('a', 'b', 'c'), has_more: true })),
      'GET /v1/content/playlist/new': reply(200, {
        id: 'new',
        contents: items('d'),
        channels: [],
        has_more: false,
      }),
    });
    renderApp('/');
    const rail = await view.findByRole('region', { name: 'Novidades' });
    const cards = within(rail).getAllByTestId('card');
    // One tab stop per rail: the first card.
    expect(cards.map((card) => card.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.tab();
    expect(cards[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(cards[1]).toHaveFocus();
    expect(
      within(rail)
        .getAllByTestId('card')
        .map((card) => card.tabIndex),
    ).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(cards[0]).toHaveFocus();
    expect(api.requestsTo('/v1/content/playlist')).toHaveLength(0);

    await userEvent.keyboard('{End}');
    expect(cards[2]).toHaveFocus();
    await waitFor(() => expect(within(rail).getAllByTestId('card')).toHaveLength(4));
    expect(api.requestsTo('/v1/content/playlist')[0]?.params).toEqual({ cursor: 'c' });
    await userEvent.keyboard('{ArrowRight}');
    expect(within(rail).getAllByTestId('card')[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(cards[0]).toHaveFocus();
  });

  it('shows a fullscreen rail as heroes with title, summary and a call to action', async () => {
    api = fakeApi(
      home(
        makeRail({
          id: 'hero',
          name: 'Em destaque',
          show_name: false,
          card_display: 'fullscreen',
          design_type: 'descriptive',
          contents: [
            makeContentItem({
              id: 'h1',
              title: 'O Farol do Norte',
              short_description: 'Um faroleiro e um segredo.',
              images: { background: '/api/images/background/h1.svg' },
            }),
          ],
        }),
      ),
    );
    renderApp('/');
    const hero = within(await view.findByRole('region', { name: 'Em destaque' })).getByTestId('card');
    expect(hero).toHaveAttribute('href', '/movie/o-farol-do-norte/h1');
    expect(hero).toHaveTextContent('O Farol do Norte');
    expect(hero).toHaveTextContent('Um faroleiro e um segredo.');
    expect(hero).toHaveTextContent('Saber mais');
    const image = hero.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/images/background/h1.svg');
    // A hero leading the screen is what the viewer sees first: its picture loads at once.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
  });
});

describe('badges on cards (Lisbon clock fixed at Friday 13 March 2026, 10:00)', () => {
  const clock = fixedClock('2026-03-13T10:00:00Z');
  const at = (iso: string): number => Date.parse(iso) / 1000;

  it('shows the release badge, the dynamic label and the exclusive marker', async () => {
    api = fakeApi(
      home(
        makeRail({
          name: 'Estreias',
          contents: [
            makeContentItem({
              id: 'tonight',
              release_date: at('2026-03-13T21:30:00Z'),
              dynamic_label: 'Estreia',
            }),
            makeContentItem({ id: 'sunday', release_date: at('2026-03-15T21:00:00Z') }),
            makeContentItem({ id: 'later', release_date: at('2026-03-24T21:00:00Z') }),
            makeContentItem({ id: 'old', release_date: at('2001-03-24T21:00:00Z'), exclusive: true }),
          ],
        }),
      ),
    );
    renderApp('/', { clock });
    const [tonight, sunday, later, old] = (await view.findAllByTestId('card')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(tonight).toHaveTextContent('Esta noite');
    expect(tonight).toHaveTextContent('Estreia');
    expect(sunday).toHaveTextContent('Domingo');
    expect(sunday).toHaveTextContent('Brevemente');
    expect(later).toHaveTextContent('24 mar.');
    expect(old.querySelector('[data-badge="release"]')).toBeNull();
    expect(old.querySelector('[data-badge="exclusive"]')).toHaveTextContent('Exclusivo');
  });

  it('tells viewers without premium when a premium title becomes free', async () => {
    api = fakeApi(
      home(
        makeRail({
          name: 'Premium',
          contents: [
            makeContentItem({ id: 'p', premium: true, premium_end_date: at('2026-03-20T23:00:00Z') }),
          ],
        }),
      ),
    );
    renderApp('/', { clock });
    expect(await view.findByTestId('card')).toHaveTextContent('Grátis a partir de 20 mar.');
  });
});

describe("the viewer's own rails", () => {
  const personalRails = (contents: ReturnType<typeof items>): Rail[] => [
    makeRail({
      id: 'rl-cw',
      name: 'Continuar a ver',
      personal: 'continue_watching',
      progress: true,
      contents,
    }),
    makeRail({ id: 'rl-wl', name: 'A minha lista', personal: 'watchlist', contents }),
    makeRail({ id: 'other', name: 'Outros', contents: items('x') }),
  ];

  it('are hidden for visitors, whose personal rails come empty', async () => {
    api = fakeApi(home(...personalRails([])));
    renderApp('/');
    expect(await view.findByRole('region', { name: 'Outros' })).toBeInTheDocument();
    expect(view.queryByRole('region', { name: 'Continuar a ver' })).not.toBeInTheDocument();
    expect(view.queryByRole('region', { name: 'A minha lista' })).not.toBeInTheDocument();
  });

  it('link to their full pages for a signed-in viewer', async () => {
    sessionStore.setState({ token: 't', account: makeAccount(), profile: makeProfile({ id: 'p1' }) });
    api = fakeApi(home(...personalRails(items('a'))));
    renderApp('/');
    const continuing = await view.findByRole('region', { name: 'Continuar a ver' });
    expect(within(continuing).getByRole('link', { name: 'Ver tudo Continuar a ver' })).toHaveAttribute(
      'href',
      '/continuar-a-ver',
    );
    const list = view.getByRole('region', { name: 'A minha lista' });
    expect(within(list).getByRole('link', { name: 'Ver tudo A minha lista' })).toHaveAttribute(
      'href',
      '/a-minha-lista',
    );
  });
});
