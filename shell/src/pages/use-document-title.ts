import { useEffect } from 'react';

/** Names the browser tab after the page; page-view analytics reads the title 250 ms after a route change. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Palco`;
  }, [title]);
}
