import type { Settings } from '@palco/contracts';
import { bus, type SessionState, sessionStore } from '@palco/shared';
import { navigateToUrl } from 'single-spa';
import type { StoreApi } from 'zustand/vanilla';
import { overlayStore } from '../overlays/overlay-store';
import { rememberRedirectAfterLogin } from '../session/redirect-after-login';
import { guardsFor, type GuardResult, runGuards } from './guards';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

/** What the route table's guards say about opening `url` now; null for a path of no route (the 404 page). */
export function guardResultFor(
  url: URL,
  settings: Settings,
  session: StoreApi<SessionState> = sessionStore,
): GuardResult | null {
  const names = guardsFor(url.pathname);
  if (!names) return null;
  const { token, account, profile } = session.getState();
  return runGuards(names, { path: url.pathname, search: url.search, token, account, profile, settings });
}

/**
 * Takes the viewer where a guard sent them. A guard that asks a visitor to sign in keeps the page they
 * wanted (spec section 3's "redirect-after-login"), so it is followed after a sign-in that goes through a
 * reload or another page (social, operator) as well as from the popup.
 */
export function followGuardRedirect(result: Extract<GuardResult, { kind: 'redirect' }>, from: URL): void {
  navigateToUrl(result.to);
  if (!result.openLogin) return;
  const wanted = `${from.pathname}${from.search}`;
  rememberRedirectAfterLogin(wanted);
  bus.emit('overlay:open', { name: 'login', redirectTo: wanted });
}

/** Runs the route table's guards (route and sub-route) before every route change. */
export function installGuards(
  getSettings: () => Settings,
  target: Window = window,
  session: StoreApi<SessionState> = sessionStore,
): () => void {
  const onBeforeRouting = (event: Event): void => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const url = new URL(newUrl, target.location.origin);
    // A profile chosen more than 24 hours ago is asked again on the next page as well as at the next visit.
    session.getState().recheckProfileChoice();
    const result = guardResultFor(url, getSettings(), session);
    if (!result || result.kind === 'allow') {
      overlayStore.setState({ routeError: null });
      return;
    }
    if (result.kind === 'error') {
      overlayStore.setState({ routeError: result.status });
      return;
    }
    cancelNavigation?.();
    // Navigating from inside the event would nest routing passes; let this one finish first.
    target.setTimeout(() => followGuardRedirect(result, url), 0);
  };
  target.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => target.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
