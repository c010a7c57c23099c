import type { PalcoEvents, SessionEndReason } from '@palco/contracts';
import { bus, sessionStore, signOut } from '@palco/shared';
import { navigateToUrl } from 'single-spa';
import { isCurrentPath } from '../chrome/main-menu';

export type AfterSessionEnd =
  { kind: 'stay' } | { kind: 'navigate'; to: string } | { kind: 'reload'; to: string };

/**
 * Where the viewer goes once their session ends. After a logout, home (spec section 2) — the
 * international home from international pages, and a full reload from search, whose results belong to
 * the old session (spec section 4). An expired token keeps the page (the shell asks the viewer to sign
 * in again), and a stored token that cannot be restored ends silently.
 */
export function afterSessionEnd(reason: SessionEndReason, pathname: string): AfterSessionEnd {
  if (reason !== 'signed-out') return { kind: 'stay' };
  if (isCurrentPath(pathname, '/international')) return { kind: 'navigate', to: '/international' };
  if (isCurrentPath(pathname, '/search')) return { kind: 'reload', to: '/' };
  return { kind: 'navigate', to: '/' };
}

/** The address that signs the viewer out when opened (spec section 2's `/logout` link). */
export const LOGOUT_PATH = '/logout';

interface BeforeRoutingDetail {
  newUrl: string;
}

/**
 * Connects every session end to one navigation rule, and makes `/logout` sign the viewer out (the route
 * table redirects it home; here the session ends too).
 */
export function connectSessionEnd(target: Window = window): () => void {
  const onEnded = ({ reason }: PalcoEvents['session:ended']): void => {
    const next = afterSessionEnd(reason, target.location.pathname);
    if (next.kind === 'navigate') navigateToUrl(next.to);
    else if (next.kind === 'reload') target.location.assign(next.to);
  };
  const onBeforeRouting = (event: Event): void => {
    const { newUrl } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    if (new URL(newUrl, target.location.origin).pathname !== LOGOUT_PATH) return;
    if (sessionStore.getState().token) void signOut();
  };
  bus.on('session:ended', onEnded);
  target.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => {
    bus.off('session:ended', onEnded);
    target.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  };
}
