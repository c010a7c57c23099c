import { federationNames, type RemoteAppName } from '@palco/contracts';
import { remoteOfLink } from './intent-preload';
import { hintAppFiles, inlineManifest } from './remote-files';

/** The page remote's manifest as the early preload received it, until the federation runtime asks for it. */
const earlyManifests = new Map<string, Response>();

/**
 * The manifest the early preload already received for `url`, once: the federation runtime's request for it
 * (through its `fetch` hook) takes this answer instead of asking the network again, one round trip before
 * the page's remote can start. Later requests (a reload of a failed remote) go to the network.
 */
export function takeEarlyManifest(url: string): Response | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response;
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
  const app = remoteOfLink(doc.location.href, doc.location.href);
  const manifestUrl = app && inlineManifest(doc)?.[federationNames[app]];
  if (!app || !manifestUrl) return undefined;
  try {
    // CORS without credentials, as the server's preload of the manifest (crossorigin="anonymous") asks.
    const response = await fetchImpl(manifestUrl, { mode: 'cors', credentials: 'same-origin' });
    if (!response.ok) return undefined;
    earlyManifests.set(manifestUrl, response.clone());
    // After the shell's own files, which draw the header and start the page, not before them.
    hintAppFiles(doc, manifestUrl, await response.json(), { rel: 'preload', fetchpriority: 'low' });
    return app;
  } catch {
    return undefined;
  }
}
