import { useEffect } from 'react';

/**
 * Sets the page title while the component is shown and gives the previous one back when it goes. Pages
 * name themselves with shared's `usePageTitle` instead ("<title> — Palco", one list of titles for the
 * whole page, so the title given back is never a stale one); the TV guide still uses this.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
