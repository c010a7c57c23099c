import { AUTH_TOKEN_KEY, endpointPath, endpoints, supportedLocales, takeEarlyAnswer } from '@palco/contracts';
import { startPageData, translationPath } from './page-data';

const SECTION = {
  screen: 'scr-home',
  sub_menu: [{ id: 'series', screen: 'scr-series' }],
};

const api = (path: string): string => `/api${path}`;
const SETTINGS = api(endpointPath(endpoints.getSettings));
const HOME_SECTION = api(endpointPath(endpoints.getSection, { id: 'home' }));
const screen = (id: string): string => api(endpointPath(endpoints.getScreenCards, { id }));
const item = (id: string): string => api(endpointPath(endpoints.getItem, { id }));
const TRANSLATION = api(endpointPath(endpoints.getTranslation, { locale: 'en' }));

/** A server that answers the three calls, and records what was asked, in order. */
function server(answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    asked.push(path);
    // The shared HTTP client's credentials mode, so the page's preload of the settings is taken over.
    expect(init?.credentials).toBe('include');
    const answer = answers[path];
    return answer ? answer() : new Response('{}', { status: 404 });
  });
  return { fetchImpl: fetchImpl as typeof fetch, asked };
}

const json = (body: unknown) => () => new Response(JSON.stringify(body));

/** Waits until the chain of calls has settled (each offered answer resolves once the next call is made). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** The page's preload hints: what each is for, its priority and its address. */
function preloadHints(): (string | null)[][] {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => [
    link.getAttribute('as'),
    link.getAttribute('fetchpriority'),
    link.getAttribute('href'),
  ]);
}

function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  delete window.palcoEarlyAnswers;
  localStorage.clear();
  visit('/');
});

describe("the page's data from the page's first script", () => {
  it("asks a visitor's settings, home section and screen, and offers each answer to the HTTP client", async () => {
    visit('/');
    const { fetchImpl, asked } = server({
      [SETTINGS]: json({ home_section_id: 'home' }),
      [HOME_SECTION]: json(SECTION),
      [screen('scr-home')]: json({ rails: [] }),
    });
    startPageData(window, fetchImpl, 'en');
    const settings = await takeEarlyAnswer(SETTINGS);
    await settle();
    expect(asked).toEqual([TRANSLATION, SETTINGS, HOME_SECTION, screen('scr-home')]);
    // Each answer is whole for the client, though the first script has read it too.
    await expect(settings?.json()).resolves.toEqual({ home_section_id: 'home' });
    await expect((await takeEarlyAnswer(HOME_SECTION))?.json()).resolves.toEqual(SECTION);
    await expect((await takeEarlyAnswer(screen('scr-home')))?.json()).resolves.toEqual({ rails: [] });
  });

  it('offers the next call before the answer it depends on, so the client never asks for it itself', async () => {
    visit('/');
    const { fetchImpl } = server({
      [SETTINGS]: json({ home_section_id: 'home' }),
      [HOME_SECTION]: json(SECTION),
      [screen('scr-home')]: json({ rails: [] }),
    });
    startPageData(window, fetchImpl, 'en');
    await takeEarlyAnswer(SETTINGS);
    expect(window.palcoEarlyAnswers?.has(HOME_SECTION)).toBe(true);
    await takeEarlyAnswer(HOME_SECTION);
    expect(window.palcoEarlyAnswers?.has(screen('scr-home'))).toBe(true);
  });

  it("asks for the screen of the sub-menu entry the page's menu parameter names", async () => {
    visit('/?menu=series');
    const { fetchImpl, asked } = server({
      [SETTINGS]: json({ home_section_id: 'home' }),
      [HOME_SECTION]: json(SECTION),
    });
    startPageData(window, fetchImpl, 'en');
    await takeEarlyAnswer(SETTINGS);
    await takeEarlyAnswer(HOME_SECTION);
    expect(asked.at(-1)).toBe(screen('scr-series'));
  });

  it('offers nothing for a failed call and asks nothing after it: the client asks again and shows its error', async () => {
    visit('/');
    const { fetchImpl, asked } = server({
      [SETTINGS]: json({ home_section_id: 'home' }),
      [HOME_SECTION]: () => new Response('{"code":"server_error"}', { status: 500 }),
    });
    startPageData(window, fetchImpl, 'en');
    await takeEarlyAnswer(SETTINGS);
    await expect(takeEarlyAnswer(HOME_SECTION)).resolves.toBeUndefined();
    await settle();
    expect(asked).toEqual([TRANSLATION, SETTINGS, HOME_SECTION]);
  });

  it('offers nothing when the network fails', async () => {
    visit('/');
    startPageData(window, async () => Promise.reject(new TypeError('Failed to fetch')), 'en');
    await expect(takeEarlyAnswer(SETTINGS)).resolves.toBeUndefined();
  });

  it('asks nothing for a signed-in viewer, whose home depends on the profile the shell restores', () => {
    visit('/');
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { fetchImpl, asked } = server({});
    expect(startPageData(window, fetchImpl, 'en')).toBe(false);
    expect(asked).toEqual([]);
    expect(window.palcoEarlyAnswers).toBeUndefined();
  });

  it.each([
    ['/movie/a-ultima-viagem/mv-014', 'mv-014'],
    ['/series/a-casa/sr-001/', 'sr-001'],
    ['/content/ep%20002', 'ep 002'],
  ])('asks for the title of the title page %s, and offers its answer', async (path, id) => {
    visit(path);
    const { fetchImpl, asked } = server({ [item(id)]: json({ id }) });
    expect(startPageData(window, fetchImpl, 'en')).toBe(true);
    await expect((await takeEarlyAnswer(item(id)))?.json()).resolves.toEqual({ id });
    expect(asked).toEqual([TRANSLATION, SETTINGS, item(id)]);
  });

  it("asks for a title page's poster and backdrop, with high priority, as soon as the title answers", async () => {
    visit('/movie/a-ultima-viagem/mv-014');
    document.head.replaceChildren();
    const images = { poster: '/api/images/poster/mv-014.svg', landscape: '/api/images/landscape/mv-014.svg' };
    const { fetchImpl } = server({ [item('mv-014')]: json({ id: 'mv-014', images }) });
    startPageData(window, fetchImpl, 'pt_PT');
    // The answer is still offered whole to the HTTP client.
    await expect((await takeEarlyAnswer(item('mv-014')))?.json()).resolves.toEqual({ id: 'mv-014', images });
    const hints = preloadHints();
    expect(hints).toEqual([
      ['image', 'high', images.poster],
      ['image', 'high', images.landscape],
    ]);
    document.head.replaceChildren();
  });

  it("asks for the first pictures of the home's first-screen rails, with high priority, as soon as its screen answers", async () => {
    visit('/');
    document.head.replaceChildren();
    const hero = { background: '/api/images/background/mv-014.svg', poster: '/api/images/poster/mv-014.svg' };
    const poster = { poster: '/api/images/poster/mv-061.svg', thumbnail: '/api/images/thumbnail/mv-061.svg' };
    const answer = {
      rails: [
        {
          design_type: 'descriptive',
          card_display: 'fullscreen',
          channels: [],
          contents: [{ action_type: 'DETAIL', images: hero }],
        },
        // Nothing to show: the page does not draw it, so it is not one of the first screen's.
        { design_type: 'thumbnail', card_display: 'block', channels: [], contents: [] },
        {
          design_type: 'poster_top10',
          card_display: 'zoom',
          channels: [],
          contents: [{ action_type: 'DETAIL', images: poster }],
        },
        {
          design_type: 'poster',
          card_display: 'zoom',
          channels: [],
          contents: [{ action_type: 'DETAIL', images: poster }],
        },
      ],
    };
    const { fetchImpl } = server({
      [SETTINGS]: json({ home_section_id: 'home' }),
      [HOME_SECTION]: json(SECTION),
      [screen('scr-home')]: json(answer),
    });
    startPageData(window, fetchImpl, 'pt_PT');
    await takeEarlyAnswer(SETTINGS);
    await settle();
    // The answer is still offered whole to the HTTP client.
    await expect((await takeEarlyAnswer(screen('scr-home')))?.json()).resolves.toEqual(answer);
    const hints = preloadHints();
    expect(hints).toEqual([
      ['image', 'high', hero.background],
      ['image', 'high', poster.poster],
    ]);
    document.head.replaceChildren();
  });

  it('asks for no home picture when the screen answers with something else', async () => {
    visit('/');
    document.head.replaceChildren();
    const { fetchImpl } = server({
      [SETTINGS]: json({ home_section_id: 'home' }),
      [HOME_SECTION]: json(SECTION),
      [screen('scr-home')]: json({
        rails: [{ contents: [{ action_type: 'DETAIL', images: { poster: 7 } }] }, 'rail'],
      }),
    });
    startPageData(window, fetchImpl, 'pt_PT');
    await takeEarlyAnswer(SETTINGS);
    await settle();
    expect(await takeEarlyAnswer(screen('scr-home'))).toBeDefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('asks for no picture when the title has none, or answers with something else', async () => {
    document.head.replaceChildren();
    for (const [id, body] of [
      ['mv-1', { id: 'mv-1', images: {} }],
      ['mv-2', { id: 'mv-2', images: { poster: 42 } }],
      ['mv-3', ['not', 'a', 'title']],
    ] as const) {
      visit(`/movie/x/${id}`);
      const { fetchImpl } = server({ [item(id)]: json(body) });
      startPageData(window, fetchImpl, 'pt_PT');
      await takeEarlyAnswer(item(id));
    }
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it.each(['/movie/mv-014', '/movie/a/mv-014/trailer', '/content/%E0%A4%A', '/guia-tv'])(
    'asks only for the dictionary and the settings on %s, which is no title page the catalogue reads',
    (path) => {
      visit(path);
      const { fetchImpl, asked } = server({});
      startPageData(window, fetchImpl, 'en');
      expect(asked).toEqual([TRANSLATION, SETTINGS]);
    },
  );

  it("offers a visitor's dictionary and settings whole, on any route", async () => {
    visit('/guia-tv');
    const { fetchImpl } = server({
      [TRANSLATION]: json({ translations: { A: 'a' } }),
      [SETTINGS]: json({ page_size: 30 }),
    });
    startPageData(window, fetchImpl, 'en');
    await expect((await takeEarlyAnswer(TRANSLATION))?.json()).resolves.toEqual({ translations: { A: 'a' } });
    await expect((await takeEarlyAnswer(SETTINGS))?.json()).resolves.toEqual({ page_size: 30 });
  });

  it.each(supportedLocales)('asks for the %s dictionary at the address the start-up call uses', (locale) => {
    expect(translationPath(locale)).toBe(api(endpointPath(endpoints.getTranslation, { locale })));
  });
});
