import {
  AUTH_TOKEN_KEY,
  type EarlyAnswer,
  firstScreenPictures,
  type Locale,
  offerEarlyAnswer,
  titleIdOfPath,
  titlePictures,
} from '@palco/contracts';
import { addPreload } from './preload-link';

// The paths of contracts' getSettings, getTranslation, getSection, getScreenCards and getItem under the API's
// base, as shared's HTTP client sends them (the unit tests hold them together), written out so the first
// script does not carry the endpoints' response schemas.
const SETTINGS_PATH = '/api/v1/setting';
export const translationPath = (locale: Locale): string =>
  `/api/v1/translation/${encodeURIComponent(locale)}`;
const sectionPath = (id: string): string => `/api/v1/content/section/${encodeURIComponent(id)}`;
const screenPath = (id: string): string => `/api/v1/content/screen/${encodeURIComponent(id)}/cards`;
const itemPath = (id: string): string => `/api/v1/content/item/${encodeURIComponent(id)}`;

/** The home's route (contracts' route table: `/`, exact, the catalogue's). */
const HOME_PATH = '/';

interface SectionAnswer {
  screen: string;
  sub_menu: readonly { id: string; screen: string }[];
}

function isVisitor(win: Window): boolean {
  try {
    return win.localStorage.getItem(AUTH_TOKEN_KEY) === null;
  } catch {
    // Storage the browser refuses: the shell decides who this is.
    return false;
  }
}

/**
 * Asks for one call as the shared HTTP client would (credentials included, as the page's preload of the
 * settings), and offers the answer to the client once `next` has used the body: the call that depends on
 * it is then offered before the apps can see this one, so they never ask for it themselves. A failed call
 * offers `undefined`, and `next` is not called.
 */
function askAndOffer(
  win: Window,
  fetchImpl: typeof fetch,
  path: string,
  next?: (body: unknown) => void,
): void {
  const answer: EarlyAnswer = fetchImpl(path, { credentials: 'include' }).then(
    async (response) => {
      if (!response.ok) return undefined;
      if (!next) return response;
      const offered = response.clone();
      next(await response.json());
      return offered;
    },
    () => undefined,
  );
  offerEarlyAnswer(
    path,
    answer.catch(() => undefined),
    win,
  );
}

/** Asks for pictures the page shows at once, with the high priority it gives them; null is no picture. */
function preloadPictures(doc: Document, hrefs: readonly (string | null)[]): void {
  for (const href of hrefs) {
    if (href) addPreload(doc, href, { as: 'image', fetchpriority: 'high' });
  }
}

/**
 * Asks for the pictures of the first cards of the home's first-screen rails as soon as its screen's answer
 * is in (contracts' `firstScreenPictures`, with the high priority the catalogue gives them), rather than once
 * the shell's libraries and the catalogue's code have arrived and drawn the rails: on a phone, the first
 * poster is the page's largest picture, and it waited a round trip after all of the start-up's code.
 */
function preloadScreenPictures(doc: Document, body: unknown): void {
  preloadPictures(doc, firstScreenPictures(body));
}

/**
 * The home's data: the settings (which name the home's section; the page's head already preloads them),
 * then that section, then the screen the page shows (its sub-menu entry's, from the `menu` parameter, else
 * the section's own), each as soon as the one before has answered, and the screen's first pictures.
 */
function startHomeData(win: Window, fetchImpl: typeof fetch): void {
  const menu = new URLSearchParams(win.location.search).get('menu');
  askAndOffer(win, fetchImpl, SETTINGS_PATH, (settings) => {
    const sectionId = (settings as { home_section_id?: unknown }).home_section_id;
    if (typeof sectionId !== 'string') return;
    askAndOffer(win, fetchImpl, sectionPath(sectionId), (body) => {
      const section = body as SectionAnswer;
      const screen = section.sub_menu.find((entry) => entry.id === menu)?.screen ?? section.screen;
      askAndOffer(win, fetchImpl, screenPath(screen), (answer) =>
        preloadScreenPictures(win.document, answer),
      );
    });
  });
}

/**
 * Asks for a title page's pictures as soon as the title's answer is in (contracts' `titlePictures`, with
 * the high priority the page gives them), rather than once the catalogue's code has arrived, run and drawn
 * the page: the poster is the page's largest picture, and it waited for all of the start-up's code.
 */
function preloadTitlePictures(doc: Document, body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { poster, background } = titlePictures(body);
  preloadPictures(doc, [poster, background]);
}

/**
 * The data of the page's route, asked for from the page's first script while the apps' code is still on
 * its way: the server's dictionary in the page's language and the settings on every route, and the home's
 * (see above) or a title page's title. The apps ask for the same calls through the shared HTTP client,
 * which takes these answers instead (contracts' early answers) without loading its HTTP library; a title's
 * pictures are asked for with its answer, and the home's first-screen pictures with its screen's. Only for
 * a visitor: a viewer's pages depend on their profile, which only the shell knows once it has restored the
 * session. Says whether it asked.
 */
export function startPageData(win: Window, fetchImpl: typeof fetch, locale: Locale): boolean {
  if (!isVisitor(win)) return false;
  askAndOffer(win, fetchImpl, translationPath(locale));
  const { pathname } = win.location;
  if (pathname === HOME_PATH) {
    startHomeData(win, fetchImpl);
    return true;
  }
  askAndOffer(win, fetchImpl, SETTINGS_PATH);
  const id = titleIdOfPath(pathname);
  if (id !== undefined) {
    askAndOffer(win, fetchImpl, itemPath(id), (body) => preloadTitlePictures(win.document, body));
  }
  return true;
}
