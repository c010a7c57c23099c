import type { Locale } from '@palco/contracts';
import { translationPath } from './page-data';
import { addPreload } from './preload-link';

/**
 * Asks, from the page's first script, for the server's dictionary of the language the page will start in,
 * as a preload hint the shell's start-up call then takes over (shared's HTTP client asks in the same
 * credentials mode), for a signed-in viewer, whose calls carry a token and take no early answer (a
 * visitor's is asked for with the page's data, ./page-data). Start-up waits for it beside the settings,
 * which the page's head preloads; without this it would be requested only once every start-up script had
 * arrived and run.
 */
export function preloadStartupCalls(doc: Document, locale: Locale): void {
  const href = translationPath(locale);
  if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  addPreload(doc, href, { as: 'fetch', crossorigin: 'use-credentials' });
}
