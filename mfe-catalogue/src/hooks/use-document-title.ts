import { useEffect } from 'react';

/** Sets the page title while the component is shown and gives the previous one back when it goes. */
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
