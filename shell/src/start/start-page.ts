import { pageStartLocale, type Locale } from '@palco/contracts';
import { startHandoff } from './handoff';
import { startPageData } from './page-data';
import { preloadPageRemote } from './page-remote';
import { preloadShellStrings } from './shell-strings';
import { retryFailedStartChunks } from './start-chunks';
import { preloadStartupCalls } from './startup-calls';

/**
 * Resolves once the parser has read the whole page: the first script runs from the top of the page's head,
 * and the server writes the remotes list at its end.
 */
export function pageParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('readystatechange', () => resolve(), { once: true }));
}

/**
 * What the page's first script does, before any of the shell's code has arrived: it asks for everything the
 * first screen will need and the page does not name yet, in the page's language — the server's dictionary,
 * the shell's strings, the code and strings of the remote that renders the route, and a visitor's settings
 * and the data of the home or a title page.
 */
export function startPage(
  doc: Document = document,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  locale: Locale = pageStartLocale(),
  win: Window = window,
): Promise<unknown> {
  startHandoff(win);
  retryFailedStartChunks(doc);
  if (!startPageData(win, fetchImpl, locale)) preloadStartupCalls(doc, locale);
  // The build writes the list of the shell's strings before this script in the page.
  preloadShellStrings(doc, locale);
  return pageParsed(doc).then(() => preloadPageRemote(doc, fetchImpl, locale, win));
}
