import type { Settings } from '@palco/contracts';
import { bus, type SessionState, sessionStore } from '@palco/shared';
import { navigateToUrl } from 'single-spa';
import type { StoreApi } from 'zustand/vanilla';
import { overlayStore } from '../overlays/overlay-store';
import { rememberRedirectAfterLogin } from '../session/redirect-after-login';
import { guardsFor, type GuardResult, runGuards, siteWideGuards, viewerCountryGuards } from './guards';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

/**
 * What the guards say about opening `url` now: the site-wide ones, then the route table's; null for a path of
 * no route (the 404 page). `only` keeps those of the names it lists.
 */
export function guardResultFor(
  url: URL,
  settings: Settings,
  session: StoreApi<SessionState> = sessionStore,
  only?: readonly string[],
): GuardResult | null {
  const routeGuards = guardsFor(url.pathname);
  if (!routeGuards) return null;
  const names = [...siteWideGuards, ...routeGuards].filter((name) => !only || only.includes(name));
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

/**
 * Runs the guards (site-wide, route and sub-route) before every route change, and the viewer's country guards
 * again when another account signs in on the page it is on.
 */
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
  // A sign-in that stays on its page (the login popup's default) changes no route: the lock and the
  // international pages' rule look at the page again once the account is known. Later than the sign-in's own
  // navigation, and judged on the page the viewer is then on, so the two never send them different ways.
  const stopWatching = session.subscribe((state, previous) => {
    if (!state.account || state.account === previous.account) return;
    target.setTimeout(() => {
      const here = new URL(target.location.href);
      const result = guardResultFor(here, getSettings(), session, viewerCountryGuards);
      if (result?.kind === 'redirect') followGuardRedirect(result, here);
    }, 0);
  });
  target.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => {
    stopWatching();
    target.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  };
}
