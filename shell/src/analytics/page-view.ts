import { ANALYTICS_STRING_MAX, bus, PAGE_VIEW_DELAY_MS } from '@palco/shared';
import { deviceInfo } from './device-info';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes the page-view event 250 ms after each route change (spec section 4), so the new page has
 * set its title, with the device info of spec section 3. A newer route change cancels a pending one.
 */
export function trackPageViews(target: Window = window): () => void {
  let timer: number | undefined;
  const onRoute = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const path = target.location.pathname.slice(0, ANALYTICS_STRING_MAX);
      const title = target.document.title.slice(0, ANALYTICS_STRING_MAX);
      target.dataLayer = target.dataLayer ?? [];
      target.dataLayer.push({
        event: 'page_view',
        page_path: path,
        page_title: title,
        ...deviceInfo(target.navigator),
      });
      bus.emit('analytics:page-view', { path, title });
    }, PAGE_VIEW_DELAY_MS);
  };
  target.addEventListener('single-spa:routing-event', onRoute);
  return () => {
    window.clearTimeout(timer);
    target.removeEventListener('single-spa:routing-event', onRoute);
  };
}
