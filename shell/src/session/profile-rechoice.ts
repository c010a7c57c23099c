import type { Settings } from '@palco/contracts';
import { type SessionState, sessionStore } from '@palco/shared';
import { navigateToUrl } from 'single-spa';
import type { StoreApi } from 'zustand/vanilla';
import { guardResultFor } from '../guards/install-guards';

export interface ProfileRechoiceOptions {
  target?: Window;
  session?: StoreApi<SessionState>;
  navigate?: (url: string) => void;
}

/**
 * Spec section 4: with more than one profile, a choice over 24 hours old is asked again. A page load asks
 * through the route table's `profile` guard, and so does every route change; this covers a tab left open
 * past the 24 hours: when the viewer comes back to it (it shows again, or the window gets focus) and the
 * choice has run out, the page's own guards send them to the chooser, which brings them back here.
 */
export function watchProfileChoice(
  getSettings: () => Settings,
  options: ProfileRechoiceOptions = {},
): () => void {
  const target = options.target ?? window;
  const session = options.session ?? sessionStore;
  const navigate = options.navigate ?? navigateToUrl;
  const check = (): void => {
    if (target.document.visibilityState === 'hidden') return;
    if (!session.getState().recheckProfileChoice()) return;
    const result = guardResultFor(new URL(target.location.href), getSettings(), session);
    if (result?.kind === 'redirect') navigate(result.to);
  };
  target.document.addEventListener('visibilitychange', check);
  target.addEventListener('focus', check);
  return () => {
    target.document.removeEventListener('visibilitychange', check);
    target.removeEventListener('focus', check);
  };
}
