import { useEffect } from 'react';
import { titleIdOfPath } from '@palco/contracts';
import { useSession } from '@palco/shared';
import { prefetchContentItem } from '../api/get-content-item';
import { loadContentDetail } from '../components/ContentPage';

/** The id of the title a link opens, for links within the site; undefined for anything else. */
export function titleIdOfHref(href: string, site: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, site);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(site).origin) return undefined;
  return titleIdOfPath(url.pathname);
}

/**
 * Starts a title's request, and the title page's code, when the viewer points at, focuses or touches a link
 * to its page — a card, a search suggestion in the header — so the page finds both on the way when the
 * click lands. One listener on the document sees every link on the page, whichever app drew it.
 */
export function usePrefetchTitlesOnIntent(doc: Document = document): void {
  const token = useSession((state) => state.token);
  useEffect(() => {
    const onIntent = (event: Event): void => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>('a[href]');
      const id = link ? titleIdOfHref(link.getAttribute('href') ?? '', doc.location.href) : undefined;
      if (id === undefined) return;
      void prefetchContentItem(id, token);
      loadContentDetail().catch(() => undefined);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) doc.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of events) doc.removeEventListener(type, onIntent, { capture: true });
    };
  }, [doc, token]);
}
