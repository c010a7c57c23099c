import {
  federationNames,
  INLINE_REMOTES_ID,
  matchRoutePath,
  remoteAppNames,
  type RemoteAppName,
} from '@palco/contracts';
import { appFilesOf, hintedFiles } from './remote-files';

/** The remote that renders the page at `pathname`, if a remote does (the shell's own pages have none). */
function remoteOfPath(pathname: string): RemoteAppName | undefined {
  const owner = matchRoutePath(pathname)?.owner;
  return (remoteAppNames as readonly string[]).includes(owner ?? '') ? (owner as RemoteAppName) : undefined;
}

/** The manifest URL the server wrote into the page for a remote, if it wrote the list and names it. */
function inlineManifestUrl(doc: Document, app: RemoteAppName): string | undefined {
  const text = doc.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const list: unknown = JSON.parse(text);
    const url =
      typeof list === 'object' && list !== null
        ? (list as Record<string, unknown>)[federationNames[app]]
        : undefined;
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts downloading the code of the remote that renders this page while the shell's own code is still
 * arriving: the remote's manifest (which the server already preloads) names its entry and the chunks its
 * `./app` needs at once, and each gets a preload hint. Without this, those downloads would wait until the
 * shell had loaded its shared libraries, settings and session and mounted the route. The federation runtime
 * later asks for the same URLs as plain scripts, and the browser hands it the preloaded files. Nothing is
 * run here, and a failure only means the files load when the route mounts, as before.
 */
export async function preloadPageRemote(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteAppName | undefined> {
  const app = remoteOfPath(doc.location.pathname);
  const manifestUrl = app && inlineManifestUrl(doc, app);
  if (!app || !manifestUrl) return undefined;
  try {
    // CORS without credentials, as the server's preload of the manifest (crossorigin="anonymous") asks.
    const response = await fetchImpl(manifestUrl, { mode: 'cors', credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const present = hintedFiles(doc);
    for (const href of appFilesOf(manifestUrl, await response.json())) {
      if (present.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      // After the shell's own scripts, which draw the header and start the page, not before them.
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      doc.head.append(link);
    }
    return app;
  } catch {
    return undefined;
  }
}
