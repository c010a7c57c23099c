/**
 * Registers /sw.js once the page has loaded, so installing it never competes with the first load. Only
 * production builds have a worker (the development server serves none).
 */
export function registerServiceWorker(nav: Navigator = navigator, win: Window = window): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in nav)) return;
  const register = (): void => {
    nav.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The site works without it, only without the offline page and the repeat-visit cache.
      console.warn('The service worker could not be registered', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
