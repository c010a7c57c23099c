import { useSyncExternalStore } from 'react';

/**
 * How the page came to its address: a link or a script (`push`), or the browser's back and forward (`pop`).
 * single-spa answers every `pushState` and `replaceState` of any app with a `popstate` of its own, marked
 * with the method that caused it; the browser's own `popstate` (back, forward) has no mark.
 */
export type NavigationKind = 'push' | 'pop';

interface SingleSpaPopStateEvent extends PopStateEvent {
  singleSpaTrigger?: string;
}

let lastNavigation: NavigationKind = 'push';

function subscribe(onChange: () => void): () => void {
  const listener = (event: PopStateEvent): void => {
    lastNavigation = (event as SingleSpaPopStateEvent).singleSpaTrigger ? 'push' : 'pop';
    onChange();
  };
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

const pathname = (): string => window.location.pathname;
const search = (): string => window.location.search;

/**
 * The page's path, for the parts of the catalogue that draw without react-router (the home, its rails and
 * cards, the choice of router): it changes with every navigation of any app.
 */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname);
}

/** One parameter of the page's query (`?menu=`), kept in step with the address like `usePathname`. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useSyncExternalStore(subscribe, search)).get(name);
}

/** How the last navigation the catalogue heard came about (see `NavigationKind`). */
export function lastNavigationKind(): NavigationKind {
  return lastNavigation;
}

/**
 * Sets one parameter of the page's query through the history single-spa watches, so every app (and the
 * catalogue's router, when it draws) hears it: as a new entry (`push`), so back returns to the value before,
 * or in place of the address (`replace`), so back leaves the page.
 */
export function setQueryParam(name: string, value: string, mode: 'push' | 'replace'): void {
  const next = new URL(window.location.href);
  next.searchParams.set(name, value);
  const address = `${next.pathname}${next.search}${next.hash}`;
  if (mode === 'push') window.history.pushState(null, '', address);
  else window.history.replaceState(window.history.state, '', address);
}
