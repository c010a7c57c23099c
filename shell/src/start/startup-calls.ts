import type { Locale } from '@palco/contracts';

/**
 * Asks, from the page's first script, for the server's dictionary of the language the page will start in,
 * as a preload hint the shell's start-up call then takes over (shared's HTTP client asks in the same
 * credentials mode). Start-up waits for it beside the settings, which the page's head preloads; without
 * this it would be requested only once every start-up script had arrived and run.
 */
export function preloadStartupCalls(doc: Document, locale: Locale): void {
  // The path of contracts' getTranslation (its unit test holds them together), written out so the first
  // script does not carry the endpoints' response schemas.
  const href = `/api/v1/translation/${encodeURIComponent(locale)}`;
  if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.href = href;
  doc.head.append(link);
}
