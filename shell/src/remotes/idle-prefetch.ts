import type { RemoteAppName } from '@palco/contracts';
import { remoteOfLink } from './intent-preload';

/** Spec section 7: links are prefetched with a 2000 ms timeout (how long a prefetch waits for an idle moment). */
export const LINK_PREFETCH_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the viewer's connection asks for no speculative downloads: Save-Data, or a 2G-like network. */
export function prefersNoPrefetch(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

type IdleScheduler = (work: () => void, timeoutMs: number) => void;

/** `requestIdleCallback` with its timeout, or a plain timeout where the browser has none. */
const whenIdle: IdleScheduler = (work, timeoutMs) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    window.setTimeout(work, Math.min(timeoutMs, 200));
  }
};

/**
 * How long after the page's load event links start to be watched. The page's own data and pictures come in
 * after that event (the apps ask for them once their code has run), and a remote prefetched meanwhile
 * would share the network with them: on a throttled phone, the international and player remotes' files
 * (about 60 kB) were asked for before the title page's poster.
 */
export const PREFETCH_SETTLE_MS = 2000;

export interface VisibleLinkOptions {
  timeoutMs?: number;
  settleMs?: number;
  schedule?: IdleScheduler;
}

/**
 * Prefetches the code of the remotes that the links on screen lead to, as quicklink does for a site's
 * pages: once the page has loaded and its own data has had time to arrive (`settleMs`), each link that
 * comes into view is noted, and in the browser's next idle moment (or after `timeoutMs` at the latest) the
 * remote it leads to is prefetched, once per remote. `prefetch` decides what is already there. Nothing is
 * fetched for a viewer who asked to save data or is on a 2G-like network. Returns the unsubscribe.
 */
export function prefetchVisibleLinks(
  win: Window & typeof globalThis,
  prefetch: (app: RemoteAppName) => void,
  {
    timeoutMs = LINK_PREFETCH_TIMEOUT_MS,
    settleMs = PREFETCH_SETTLE_MS,
    schedule = whenIdle,
  }: VisibleLinkOptions = {},
): () => void {
  if (prefersNoPrefetch(win.navigator) || typeof win.IntersectionObserver !== 'function') return () => {};
  const doc = win.document;
  const noted = new Set<RemoteAppName>();
  const watched = new WeakSet<Element>();

  const visibility = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility.unobserve(entry.target);
      const app = remoteOfLink(entry.target.getAttribute('href') ?? '', doc.location.href);
      if (!app || noted.has(app)) continue;
      noted.add(app);
      schedule(() => prefetch(app), timeoutMs);
    }
  });
  const watch = (root: ParentNode): void => {
    for (const link of root.querySelectorAll('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      visibility.observe(link);
    }
  };
  // The apps draw their links after the page has loaded and as the viewer moves around.
  const additions = new win.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof win.Element) {
          if (node.matches('a[href]')) watch(node.parentNode ?? node);
          else watch(node);
        }
      }
    }
  });

  let settling: number | undefined;
  const start = (): void => {
    watch(doc);
    additions.observe(doc.body, { childList: true, subtree: true });
  };
  const loaded = (): void => {
    if (settleMs > 0) settling = win.setTimeout(start, settleMs);
    else start();
  };
  if (doc.readyState === 'complete') loaded();
  else win.addEventListener('load', loaded, { once: true });

  return () => {
    win.removeEventListener('load', loaded);
    win.clearTimeout(settling);
    additions.disconnect();
    visibility.disconnect();
  };
}
