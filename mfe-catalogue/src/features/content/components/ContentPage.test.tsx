import type { ReactElement } from 'react';
import { act, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { start } from 'single-spa';
import { type PalcoEvents, viewingErrorCodes } from '@palco/contracts';
import { addTranslations, bus, i18n, sessionStore, settingsDefaults, translationsReady } from '@palco/shared';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  makeAccount,
  makeContentItem,
  makeProfile,
  makeUserStatus,
  ok,
  renderWithProviders,
  reply,
} from '@palco/shared/testing';
import { type Clock, ClockContext } from '../../../hooks/use-clock';
import { dictionaries } from '../../../i18n';
import { ContentPage } from './ContentPage';

// English and French are loaded when a page needs them; these tests switch language under a rendered page.
// single-spa watches the history, as in the page: the season picker writes the address in place.
beforeAll(() => start({ urlRerouteOnly: true }));

beforeAll(async () => {
  addTranslations(dictionaries);
  await Promise.all([translationsReady('en'), translationsReady('fr_FR')]);
});

const NOW_ISO = '2026-03-14T20:30:00Z';
const NOW = Date.parse(NOW_ISO) / 1000;
const clock: Clock = { now: () => NOW * 1000 };

function renderContent(path: string): void {
  window.history.pushState({}, '', path);
  const ui: ReactElement = (
    <ClockContext value={clock}>
      <BrowserRouter>
        <Routes>
          <Route path="/movie/:name/:id" element={<ContentPage />} />
          <Route path="/series/:name/:id" element={<ContentPage />} />
          <Route path="/content/:id" element={<ContentPage />} />
        </Routes>
      </BrowserRouter>
    </ClockContext>
  );
  renderWithProviders(ui, dictionaries);
}

let api: FakeApi;
const events: { name: string; payload: unknown }[] = [];
const record = (name: string, payload: unknown): void => void events.push({ name, payload });

beforeEach(() => {
  events.length = 0;
  bus.on('*', record);
  sessionStore.getState().clear();
});
afterEach(async () => {
  bus.off('*', record);
  sessionStore.getState().clear();
  await api.restore();
});

function signInAs(premium: boolean): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium }));
}

const toasts = (): PalcoEvents['toast:show'][] =>
  events.filter((e) => e.name === 'toast:show').map((e) => e.payload as PalcoEvents['toast:show']);

const movie = makeContentItem({
  id: 'm1',
  title: 'Os Maias',
  type: 'MOVIE',
  year: 2014,
  duration: 8220,
  genre: ['Drama', 'Romance'],
  classification: 'M/14',
  description: 'Lisboa, fim do século XIX.',
  cast: ['Graciano Dias', 'Maria Flor'],
  creator: ['João Botelho'],
  audio_formats: ['pt'],
  subtitle_formats: ['en'],
  premium: true,
  trailer_id: 'trailer-m1',
  images: { poster: '/api/images/poster/m1.svg', background: '/api/images/background/m1.svg' },
  seo_title: 'Os Maias (2014) | Palco',
  seo_description: 'O clássico de Eça no cinema.',
});

const series = makeContentItem({
  id: 's1',
  title: 'Conta-me Como Foi',
  type: 'SERIES',
  seasons: [
    { id: 's1-t1', season: 1, name: 'Temporada 1' },
    { id: 's1-t2', season: 2, name: 'Temporada 2' },
  ],
  seo_title: 'Conta-me Como Foi | Palco',
});

const episode = (id: string, n: number, seasonId: string, over = {}): ReturnType<typeof makeContentItem> =>
  makeContentItem({
    id,
    title: `Episódio ${id}`,
    type: 'EPISODE',
    action_type: 'VOD',
    duration: 1000,
    episode_number: n,
    season: { id: seasonId, season: Number(seasonId.slice(-1)), name: 'T' },
    series: { id: 's1', title: 'Conta-me Como Foi' },
    ...over,
  });

const seriesRoutes = {
  'GET /v1/content/item/s1': ok(series),
  'GET /v1/content/item/s1/season/s1-t1': ok({
    id: 's1-t1',
    contents: [episode('e1', 1, 's1-t1'), episode('e2', 2, 's1-t1')],
    has_more: false,
  }),
  'GET /v1/content/item/s1/season/s1-t2?cursor=e11': ok({
    id: 's1-t2',
    contents: [episode('e12', 2, 's1-t2')],
    has_more: false,
  }),
  'GET /v1/content/item/s1/season/s1-t2': ok({
    id: 's1-t2',
    contents: [episode('e11', 1, 's1-t2')],
    has_more: true,
  }),
};

describe('a movie page', () => {
  it('shows the picture, facts, languages, cast and crew, and a watch link to the player', async () => {
    api = fakeApi({ 'GET /v1/content/item/m1': ok(movie) });
    renderContent('/movie/os-maias/m1');

    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(view.getByText('2014')).toBeInTheDocument();
    expect(view.getByText('2 h 17 min')).toBeInTheDocument();
    expect(view.getByText('Drama, Romance')).toBeInTheDocument();
    expect(view.getByText('M/14')).toHaveAttribute('title', 'Classificação etária M/14');
    expect(view.getByText('Lisboa, fim do século XIX.')).toBeInTheDocument();
    expect(view.getByText('Graciano Dias, Maria Flor')).toBeInTheDocument();
    expect(view.getByText('João Botelho')).toBeInTheDocument();
    expect(view.getByText('Áudio').nextElementSibling).toHaveTextContent(/português/i);
    expect(view.getByText('Legendas').nextElementSibling).toHaveTextContent(/inglês/i);
    expect(view.getByText('Premium')).toBeInTheDocument();
    expect(view.getByRole('link', { name: /Ver/ })).toHaveAttribute('href', '/vod/os-maias/m1');
  });

  it('tells a viewer without a subscription that a premium title needs one, and not a premium viewer', async () => {
    api = fakeApi({ 'GET /v1/content/item/m1': ok(movie) });
    renderContent('/movie/os-maias/m1');
    const note = await view.findByTestId('premium-note');
    expect(note).toHaveTextContent('Este conteúdo é exclusivo para assinantes.');
    expect(within(note).getByRole('link', { name: 'Aderir já' })).toHaveAttribute('href', '/adira-ja');

    act(() => signInAs(true));
    await waitFor(() => expect(view.queryByTestId('premium-note')).not.toBeInTheDocument());
  });

  it('tells a visitor or free viewer how much free Premium time is left today, before they press play', async () => {
    let left = 300;
    api = fakeApi({
      'GET /v1/content/item/m1': ok(movie),
      'GET /v1/content/allowance': () => ok({ limited: true, seconds_left: left, total_limit: 300 }),
    });
    renderContent('/movie/os-maias/m1');
    // Asked for once the poster has painted, not before: the poster comes first.
    const poster = await view.findByTestId('title-poster');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requestsTo('/v1/content/allowance')).toHaveLength(0);
    fireEvent.load(poster);
    expect(await view.findByTestId('free-time-today')).toHaveTextContent(
      'Tens 5 minutos grátis hoje para conteúdos Premium.',
    );
    // Another viewer asks again: a free account that has used it all.
    left = 0;
    act(() => signInAs(false));
    await waitFor(() =>
      expect(view.getByTestId('free-time-today')).toHaveTextContent(
        'Já usaste o tempo grátis de hoje para conteúdos Premium.',
      ),
    );
    // A premium viewer has no limit to hear about, and nothing is asked for them.
    const asked = api.requestsTo('/v1/content/allowance').length;
    act(() => signInAs(true));
    await waitFor(() => expect(view.queryByTestId('free-time-today')).not.toBeInTheDocument());
    expect(api.requestsTo('/v1/content/allowance')).toHaveLength(asked);
  });

  it('says when a premium title opens to everyone, in Lisbon time', async () => {
    const leaving = { ...movie, premium_end_date: Date.parse('2026-03-20T23:00:00Z') / 1000 };
    api = fakeApi({ 'GET /v1/content/item/m1': ok(leaving) });
    renderContent('/movie/os-maias/m1');
    expect(await view.findByTestId('premium-note')).toHaveTextContent(
      'Exclusivo para assinantes. Disponível para todos a 20 de março às 23:00.',
    );
  });

  it('carries on from the saved progress', async () => {
    signInAs(true);
    const started = { ...movie, user_status: makeUserStatus({ progress: 754, continue: true }) };
    api = fakeApi({ 'GET /v1/content/item/m1': ok(started) });
    renderContent('/movie/os-maias/m1');
    const play = await view.findByTestId('play');
    expect(play).toHaveTextContent('Continuar a partir de 12:34');
    expect(play).toHaveAttribute('href', '/vod/os-maias/m1');
  });

  it('has no watch link before the release, and says the day, month and time it opens', async () => {
    const soon = { ...movie, premium: false, release_date: Date.parse('2026-03-18T21:00:00Z') / 1000 };
    api = fakeApi({ 'GET /v1/content/item/m1': ok(soon) });
    renderContent('/movie/os-maias/m1');
    expect(await view.findByTestId('release-note')).toHaveTextContent('Disponível a 18 de março às 21:00');
    expect(view.queryByTestId('play')).not.toBeInTheDocument();
  });

  it('names the tab after the title and the page by its SEO description, and gives both back on leaving', async () => {
    document.title = 'Palco';
    api = fakeApi({ 'GET /v1/content/item/m1': ok(movie) });
    renderContent('/movie/os-maias/m1');
    await view.findByRole('heading', { level: 1, name: 'Os Maias' });
    expect(document.title).toBe('Os Maias — Palco');
    const meta = (): HTMLMetaElement | null => document.head.querySelector('meta[name="description"]');
    expect(meta()?.content).toBe('O clássico de Eça no cinema.');

    act(() => window.history.pushState({}, '', '/elsewhere'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(document.title).toBe('Palco'));
    expect(meta()).toBeNull();
  });

  /** The title and its trailer's media, which a browser that plays MP4 can play. */
  const withTrailer = {
    'GET /v1/content/item/m1': ok(movie),
    'GET /v1/content/media/trailer-m1': ok({
      id: 'trailer-m1',
      url: '/api/media/demo/demo.mp4',
      type: 'mp4',
      duration: 20,
    }),
  };

  it("asks for the hero trailer's media once the poster has painted, and then offers the trailer in the hero", async () => {
    api = fakeApi(withTrailer);
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
    renderContent('/movie/os-maias/m1');
    const poster = await view.findByTestId('title-poster');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // On a visitor's first load it is the page's first call to the network, which loads the HTTP library.
    expect(api.requestsTo('/v1/content/media/trailer-m1')).toHaveLength(0);
    expect(view.queryByTestId('hero-trailer')).not.toBeInTheDocument();
    fireEvent.load(poster);
    expect(await view.findByTestId('hero-trailer')).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/media/trailer-m1')).toHaveLength(1);
  });

  it('plays the trailer in a dialog with a video element', async () => {
    api = fakeApi(withTrailer);
    const canPlay = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
    // The hero trailer starts by itself meanwhile; jsdom has no playback to run it.
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // No shell here to load the player's ad before it: the trailer plays without (Trailer.test.tsx).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderContent('/movie/os-maias/m1');
    await userEvent.click(await view.findByRole('button', { name: /Trailer/ }));
    const dialog = view.getByRole('dialog', { name: 'Trailer: Os Maias' });
    expect(await within(dialog).findByTestId('trailer-video')).toHaveAttribute(
      'src',
      '/api/media/demo/demo.mp4',
    );
    await userEvent.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    canPlay.mockRestore();
    play.mockRestore();
    warn.mockRestore();
  });

  it('marks the API’s Portuguese as such in an English interface, and not the translated words', async () => {
    api = fakeApi({ 'GET /v1/content/item/m1': ok({ ...movie, label: 'Novo', short_description: 'Eça.' }) });
    await act(() => i18n.changeLanguage('en'));
    try {
      renderContent('/movie/os-maias/m1');
      expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toHaveAttribute(
        'lang',
        'pt-PT',
      );
      for (const text of ['Novo', 'Eça.', 'Lisboa, fim do século XIX.', 'Drama, Romance'])
        expect(view.getByText(text)).toHaveAttribute('lang', 'pt-PT');
      expect(view.getByText('Cast')).not.toHaveAttribute('lang');
      expect(view.getByText('Cast').closest('[lang]')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('pt_PT'));
    }
  });

  it('shows a translated error when the title does not exist', async () => {
    api = fakeApi({});
    renderContent('/movie/nada/missing');
    expect(await view.findByRole('alert')).toHaveTextContent('Não encontrámos o que procuras.');
  });
});

describe('the viewer’s marks', () => {
  it('adds to the watchlist and removes again, each change shown at once', async () => {
    signInAs(false);
    api = fakeApi({
      'GET /v1/content/item/m1': ok({ ...movie, user_status: makeUserStatus() }),
      'POST /v1/content/favorite/m1': ok({ id: 'm1', favorite: true }),
      'DELETE /v1/content/favorite/m1': ok({ id: 'm1', favorite: false }),
    });
    renderContent('/movie/os-maias/m1');
    await userEvent.click(await view.findByRole('button', { name: 'Adicionar à minha lista' }));
    expect(view.getByRole('button', { name: 'Remover da minha lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: 'Adicionado à tua lista.', kind: 'success' }),
    );

    await userEvent.click(view.getByRole('button', { name: 'Remover da minha lista' }));
    await waitFor(() =>
      expect(api.requestsTo('/v1/content/favorite').map((r) => r.method)).toEqual(['POST', 'DELETE']),
    );
    expect(await view.findByRole('button', { name: 'Adicionar à minha lista' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('puts the watchlist mark back and says why when the server refuses', async () => {
    signInAs(false);
    api = fakeApi({
      'GET /v1/content/item/m1': ok({ ...movie, user_status: makeUserStatus() }),
      'POST /v1/content/favorite/m1': errorReply(500),
    });
    renderContent('/movie/os-maias/m1');
    await userEvent.click(await view.findByRole('button', { name: 'Adicionar à minha lista' }));
    expect(await view.findByRole('button', { name: 'Adicionar à minha lista' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(toasts().at(-1)?.kind).toBe('error'));
    expect(toasts().at(-1)?.message).not.toBe('');
  });

  it('sends the rating with PUT classification, and 0 to take it away', async () => {
    signInAs(false);
    api = fakeApi({
      'GET /v1/content/item/m1': ok({ ...movie, user_status: makeUserStatus({ classification: 2 }) }),
      'PUT /v1/content/item/m1/classification': (request) => ok({ id: 'm1', ...(request.body as object) }),
    });
    renderContent('/movie/os-maias/m1');
    expect(await view.findByRole('button', { name: '2 de 5 estrelas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(view.getByRole('button', { name: '4 de 5 estrelas' }));
    expect(view.getByRole('button', { name: '4 de 5 estrelas' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(view.getByRole('button', { name: 'Remover classificação' }));
    await waitFor(() =>
      expect(api.requestsTo('/v1/content/item/m1/classification').map((r) => r.body)).toEqual([
        { classification: 4 },
        { classification: 0 },
      ]),
    );
  });

  it('asks a visitor to sign in, then keeps the watchlist press for after the sign-in', async () => {
    api = fakeApi({
      'GET /v1/content/item/m1': ok(movie),
      'POST /v1/content/favorite/m1': ok({ id: 'm1', favorite: true }),
    });
    renderContent('/movie/os-maias/m1');
    await userEvent.click(await view.findByRole('button', { name: 'Adicionar à minha lista' }));
    expect(events).toContainEqual({
      name: 'overlay:open',
      payload: { name: 'login', redirectTo: '/movie/os-maias/m1' },
    });
    expect(api.requestsTo('/v1/content/favorite')).toHaveLength(0);

    act(() => signInAs(false));
    await waitFor(() =>
      expect(api.requestsTo('/v1/content/favorite').map((r) => r.method)).toEqual(['POST']),
    );
    expect(await view.findByRole('button', { name: 'Remover da minha lista' })).toBeInTheDocument();
  });

  it('hides the watchlist, share, rating and hero trailer while their flags are off', async () => {
    const off = { ...settingsDefaults.flags, watchlist: 0, share: 0, user_rating: 0, auto_play_trailer: 0 };
    api = fakeApi({
      'GET /v1/setting': ok({ ...settingsDefaults, flags: off }),
      'GET /v1/content/item/m1': ok(movie),
    });
    renderContent('/movie/os-maias/m1');
    await view.findByRole('heading', { level: 1, name: 'Os Maias' });
    await waitFor(() => expect(api.requestsTo('/v1/setting')).toHaveLength(1));
    await waitFor(() => expect(view.queryByRole('button', { name: /minha lista/ })).not.toBeInTheDocument());
    expect(view.queryByRole('button', { name: 'Partilhar' })).not.toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'A tua classificação' })).not.toBeInTheDocument();
    expect(view.queryByTestId('hero-trailer')).not.toBeInTheDocument();
  });

  it('shares by copying the address where the browser has no share sheet', async () => {
    api = fakeApi({ 'GET /v1/content/item/m1': ok(movie) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderContent('/movie/os-maias/m1');
    await userEvent.click(await view.findByRole('button', { name: 'Partilhar' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/movie/os-maias/m1');
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Ligação copiada.', kind: 'success' }));
  });
});

describe('a series page', () => {
  it('plays from the first episode, switches season into the address and pages episodes with the cursor', async () => {
    api = fakeApi(seriesRoutes);
    renderContent('/series/conta-me-como-foi/s1');

    expect(await view.findByTestId('play')).toHaveAttribute('href', '/vod/episodio-e1/e1');
    const firstSeason = await view.findByRole('list', { name: 'Temporada 1' });
    expect(within(firstSeason).getAllByTestId('episode')).toHaveLength(2);
    expect(view.getByRole('button', { name: 'Temporada 1' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(view.getByRole('button', { name: 'Temporada 2' }));
    const secondSeason = await view.findByRole('list', { name: 'Temporada 2' });
    expect(window.location.search).toBe('?temporada=2');
    expect(within(secondSeason).getAllByTestId('episode')).toHaveLength(1);

    await userEvent.click(view.getByRole('button', { name: 'Mais episódios' }));
    await waitFor(() => expect(within(secondSeason).getAllByTestId('episode')).toHaveLength(2));
    expect(api.requestsTo('/v1/content/item/s1/season/s1-t2').map((r) => r.params)).toEqual([
      {},
      { cursor: 'e11' },
    ]);
    expect(view.queryByRole('button', { name: 'Mais episódios' })).not.toBeInTheDocument();
  });

  it('marks season and episode names as Portuguese in a French interface, not the episode numbers', async () => {
    api = fakeApi(seriesRoutes);
    await act(() => i18n.changeLanguage('fr_FR'));
    try {
      renderContent('/series/conta-me-como-foi/s1');
      const [first] = within(await view.findByRole('list', { name: 'Temporada 1' })).getAllByTestId(
        'episode',
      );
      expect(first).toHaveTextContent('1. Episódio e1');
      expect(within(first!).getByText('Episódio e1')).toHaveAttribute('lang', 'pt-PT');
      expect(within(first!).getByText('Episódio e1').parentElement).not.toHaveAttribute('lang');
      expect(view.getByRole('button', { name: 'Temporada 2' })).toHaveAttribute('lang', 'pt-PT');
    } finally {
      await act(() => i18n.changeLanguage('pt_PT'));
    }
  });

  it('opens the season the address names', async () => {
    api = fakeApi(seriesRoutes);
    renderContent('/series/conta-me-como-foi/s1?temporada=2');
    expect(await view.findByRole('list', { name: 'Temporada 2' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Temporada 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("resumes at the viewer's current episode and marks each episode's progress", async () => {
    signInAs(true);
    const status = makeUserStatus({ progress: 300, continue: true, current_episode: 'e2' });
    const e1 = episode('e1', 1, 's1-t1', { user_status: makeUserStatus({ watched: true, progress: 1000 }) });
    const e2 = episode('e2', 2, 's1-t1', { user_status: makeUserStatus({ progress: 300, continue: true }) });
    api = fakeApi({
      ...seriesRoutes,
      'GET /v1/content/item/s1': ok({ ...series, user_status: status }),
      'GET /v1/content/item/e2': ok(e2),
      'GET /v1/content/item/s1/season/s1-t1': ok({ id: 's1-t1', contents: [e1, e2], has_more: false }),
    });
    renderContent('/series/conta-me-como-foi/s1');
    const play = await view.findByTestId('play');
    await waitFor(() => expect(play).toHaveAttribute('href', '/vod/episodio-e2/e2'));
    expect(play).toHaveTextContent('Continuar a partir de 5:00');
    expect(play).toHaveTextContent('T1 E2');
    const [first, second] = within(await view.findByRole('list', { name: 'Temporada 1' })).getAllByTestId(
      'episode',
    );
    expect(first).toHaveTextContent('Visto');
    expect(second).toHaveTextContent('30% visto');
  });
});

/** The API's refusal of a title the profile's parental restriction keeps from it. */
const restricted = reply(403, {
  code: viewingErrorCodes.contentRestricted,
  message: 'Este título não está disponível neste perfil.',
  error: 'Forbidden',
});

/** A signed-in family account of `profiles` profiles, watching on its first (a kids' one). */
function watchOn(profiles: number, profile = makeProfile({ id: 'p1', kids: true })): void {
  sessionStore.setState({
    token: 'tok-1',
    account: makeAccount({
      profiles: Array.from({ length: profiles }, (_, index) => ({ id: `p${index + 1}`, name: `P${index}` })),
    }),
    profile,
  });
}

describe('a title kept from the profile by its parental restriction', () => {
  it('says so as the page’s heading, offers another profile and no retry, and names the tab', async () => {
    document.title = 'Palco';
    watchOn(2);
    api = fakeApi({ 'GET /v1/content/item/m1': restricted });
    renderContent('/movie/os-maias/m1');

    expect(
      await view.findByRole('heading', { level: 1, name: 'Este título não está disponível neste perfil.' }),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Mudar de perfil' })).toHaveAttribute(
      'href',
      '/profile/switch-profile',
    );
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(view.queryByText('Não tens permissão para fazer isto.')).not.toBeInTheDocument();
    expect(document.title).toBe('Título indisponível — Palco');
  });

  it('offers the way home instead to an account with a single profile', async () => {
    watchOn(1);
    api = fakeApi({ 'GET /v1/content/item/m1': restricted });
    renderContent('/movie/os-maias/m1');

    expect(
      await view.findByRole('heading', { level: 1, name: 'Este título não está disponível neste perfil.' }),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(view.queryByRole('link', { name: 'Mudar de perfil' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('says so in the episodes when a season is refused, without a retry', async () => {
    watchOn(2);
    api = fakeApi({ ...seriesRoutes, 'GET /v1/content/item/s1/season/s1-t1': restricted });
    renderContent('/series/conta-me-como-foi/s1');

    expect(await view.findByTestId('content-restricted')).toHaveTextContent(
      'Este título não está disponível neste perfil.',
    );
    expect(view.getByRole('heading', { level: 1, name: 'Conta-me Como Foi' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Mudar de perfil' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

describe('a guest profile', () => {
  const guest = makeProfile({ id: 'p2', name: 'Visita', guest: true });

  it('gets no watchlist or rating controls, and a line saying why', async () => {
    watchOn(2, guest);
    api = fakeApi({ 'GET /v1/content/item/m1': ok({ ...movie, user_status: makeUserStatus() }) });
    renderContent('/movie/os-maias/m1');

    expect(await view.findByTestId('guest-note')).toHaveTextContent(
      'Os perfis de convidado não guardam a lista, as classificações nem o progresso.',
    );
    expect(view.queryByRole('button', { name: /minha lista/ })).not.toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'A tua classificação' })).not.toBeInTheDocument();
    expect(view.getByTestId('play')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Partilhar' })).toBeInTheDocument();
  });

  it('keeps the controls for the same account’s other profiles', async () => {
    watchOn(2, makeProfile({ id: 'p1', guest: false }));
    api = fakeApi({ 'GET /v1/content/item/m1': ok({ ...movie, user_status: makeUserStatus() }) });
    renderContent('/movie/os-maias/m1');

    expect(await view.findByRole('button', { name: 'Adicionar à minha lista' })).toBeInTheDocument();
    expect(view.getByRole('group', { name: 'A tua classificação' })).toBeInTheDocument();
    expect(view.queryByTestId('guest-note')).not.toBeInTheDocument();
  });

  it('says why, in words of its own, when the server refuses a guest a mark the page still offered', async () => {
    // The profile became a guest in another tab: this page still shows the controls.
    watchOn(2, makeProfile({ id: 'p1' }));
    const refused = reply(403, {
      code: viewingErrorCodes.guestProfile,
      message: 'Os perfis de convidado não guardam a lista nem as classificações.',
      error: 'Forbidden',
    });
    api = fakeApi({
      'GET /v1/content/item/m1': ok({ ...movie, user_status: makeUserStatus() }),
      'POST /v1/content/favorite/m1': refused,
      'PUT /v1/content/item/m1/classification': refused,
    });
    renderContent('/movie/os-maias/m1');

    await userEvent.click(await view.findByRole('button', { name: 'Adicionar à minha lista' }));
    expect(await view.findByRole('button', { name: 'Adicionar à minha lista' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const message = 'Os perfis de convidado não guardam a lista, as classificações nem o progresso.';
    await waitFor(() => expect(toasts()).toContainEqual({ message, kind: 'error' }));

    await userEvent.click(view.getByRole('button', { name: '3 de 5 estrelas' }));
    await waitFor(() => expect(toasts().filter((toast) => toast.message === message)).toHaveLength(2));
    expect(view.getByRole('button', { name: '3 de 5 estrelas' })).toHaveAttribute('aria-pressed', 'false');
  });
});
