import { matchRoutePath, remoteAppNames, type RemoteAppName } from '@palco/contracts';

/** The remote whose route a link leads to, for links within the site; undefined for anything else. */
export function remoteOfLink(href: string, site: string): RemoteAppName | undefined {
  let url: URL;
  try {
    url = new URL(href, site);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(site).origin) return undefined;
  const owner = matchRoutePath(url.pathname)?.owner;
  return (remoteAppNames as readonly string[]).includes(owner ?? '') ? (owner as RemoteAppName) : undefined;
}

/** The remote that owns the route of the page at `location`, if a remote does. */
export function remoteOfPage(location: Location): RemoteAppName | undefined {
  return remoteOfLink(location.href, location.href);
}

/**
 * Starts loading a remote's code as soon as the viewer shows they may follow a link to it — the pointer
 * over it, focus on it, a finger on it — rather than on the click: by the time the click lands, the code
 * is on its way or there. One listener on the document sees every app's links (the header's menu, a
 * catalogue card leading to the player), each remote is asked for once. Returns the unsubscribe.
 */
export function preloadOnLinkIntent(doc: Document, preload: (app: RemoteAppName) => void): () => void {
  const asked = new Set<RemoteAppName>();
  const onIntent = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const app = remoteOfLink(link.getAttribute('href') ?? '', doc.location.href);
    if (!app || asked.has(app)) return;
    asked.add(app);
    preload(app);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
