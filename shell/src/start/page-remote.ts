import { federationNames, type Locale, onDemandPageOf, type RemoteAppName } from '@palco/contracts';
import { remoteOfPage } from '../remotes/intent-preload';
import { hintAppFiles, inlineManifest } from '../remotes/remote-files';
import { startHandoff } from './handoff';

/**
 * Starts downloading the code of the remote that renders this page from the page's first script, while the
 * shell's own code is still arriving: the remote's manifest (which the server already preloads) names its
 * entry, the chunks and stylesheets its `./app` needs at once, its strings for the page's language when
 * it loads them on demand, and the code and strings of the page itself when the remote loads those on
 * demand (a title's page: contracts' `remotePageChunk` and `remotePageStringsChunk`). The entry and the stylesheets get a preload hint, and
 * the chunks run as they arrive (`runChunks`). Without this, those downloads would wait until the shell
 * had loaded its shared libraries, settings and session and mounted the route. The federation runtime
 * later asks for the entry as a plain script, and the browser hands it the preloaded file, and finds the
 * chunks installed; the manifest's answer is handed to it through the start handoff. A failure only means
 * the files load when the route mounts.
 */
export async function preloadPageRemote(
  doc: Document,
  fetchImpl: typeof fetch,
  locale: Locale,
  win: Window = window,
): Promise<RemoteAppName | undefined> {
  const app = remoteOfPage(doc.location);
  const manifestUrl = app && inlineManifest(doc)?.[federationNames[app]];
  if (!app || !manifestUrl) return undefined;
  const answer = (async () => {
    try {
      // CORS without credentials, as the server's preload of the manifest (crossorigin="anonymous") asks.
      const response = await fetchImpl(manifestUrl, { mode: 'cors', credentials: 'same-origin' });
      return response.ok ? response : undefined;
    } catch {
      return undefined;
    }
  })();
  startHandoff(win).manifests.set(
    manifestUrl,
    answer.then((response) => response?.clone()),
  );
  const response = await answer;
  if (!response) return undefined;
  try {
    const page = onDemandPageOf(doc.location.pathname);
    hintAppFiles(doc, manifestUrl, await response.json(), {
      rel: 'run',
      strings: { app, locale },
      ...(page ? { page: { app, page, locale } } : {}),
    });
    return app;
  } catch {
    return undefined;
  }
}
