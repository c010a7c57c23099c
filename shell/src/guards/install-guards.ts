import type { Settings } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { navigateToUrl } from 'single-spa';
import { overlayStore } from '../overlays/overlay-store';
import { routeFor, runGuards } from './guards';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

/** Runs the route table's guards before every route change (`single-spa:before-routing-event`). */
export function installGuards(getSettings: () => Settings, target: Window = window): () => void {
  const onBeforeRouting = (event: Event): void => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const url = new URL(newUrl, target.location.origin);
    const route = routeFor(url.pathname);
    if (!route) {
      overlayStore.setState({ routeError: null });
      return;
    }
    const { token, account, profile } = sessionStore.getState();
    const result = runGuards(route.guards, {
      path: url.pathname,
      search: url.search,
      token,
      account,
      profile,
      settings: getSettings(),
    });
    if (result.kind === 'allow') {
      overlayStore.setState({ routeError: null });
      return;
    }
    if (result.kind === 'error') {
      overlayStore.setState({ routeError: result.status });
      return;
    }
    cancelNavigation?.();
    // Navigating from inside the event would nest routing passes; let this one finish first.
    target.setTimeout(() => {
      navigateToUrl(result.to);
      if (result.openLogin)
        bus.emit('overlay:open', { name: 'login', redirectTo: url.pathname + url.search });
    }, 0);
  };
  target.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => target.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
