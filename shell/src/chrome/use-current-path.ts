import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // single-spa fires its routing event after every navigation, including navigateToUrl's pushState;
  // popstate covers the browser's back and forward buttons.
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const pathname = (): string => window.location.pathname;

/** The page's current path, kept up to date across navigations made by any application. */
export function useCurrentPath(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}
