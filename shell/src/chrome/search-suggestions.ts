import { useEffect, useState, type ComponentType } from 'react';
import type { SearchSuggestionsProps } from '@palco/contracts';
import { translationsReady } from '@palco/shared';
import { loadExposed } from '../remotes/remote-registry';

export type SuggestionsComponent = ComponentType<SearchSuggestionsProps>;

let loading: Promise<SuggestionsComponent> | null = null;

/**
 * Loads the catalogue's suggestions once, and their strings in the page's language; a failed load is
 * forgotten so the next opening tries again.
 */
export function loadSearchSuggestions(): Promise<SuggestionsComponent> {
  loading ??= loadExposed('mfe-catalogue', 'searchSuggestions').then(
    // The module registers its strings as it runs; in English or French they come a moment after it.
    async (module) => translationsReady().then(() => module.SearchSuggestions),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Forgets the loaded module, so the next opening loads the catalogue's current one. */
export function forgetSearchSuggestions(): void {
  loading = null;
}

/**
 * The catalogue's suggestions list once the box has been opened, or null: while it loads, and when the
 * catalogue is unreachable (the box then still searches on Enter, without suggestions).
 */
export function useSearchSuggestions(wanted: boolean): SuggestionsComponent | null {
  const [component, setComponent] = useState<{ current: SuggestionsComponent } | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    loadSearchSuggestions().then(
      (loaded) => {
        if (live) setComponent({ current: loaded });
      },
      (error: unknown) => console.warn('Search suggestions are unavailable', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, component]);
  return component?.current ?? null;
}
