import { type SessionState, sessionStore } from '@palco/shared';
import { navigateToUrl } from 'single-spa';
import type { StoreApi } from 'zustand/vanilla';
import {
  CHOOSE_PROFILE_PATH,
  chooseProfileUrl,
  REDIRECT_PARAM,
  safeReturnPath,
} from '../guards/return-target';

/**
 * The page a visitor was sent to sign in from (spec section 3, local storage "redirect-after-login"), as
 * JSON `{"path": "/profile", "savedAt": 1764000000000}` (ms). Local storage, not the tab's memory, so it
 * outlives a reload and a sign-in that leaves the site (social, operator) and comes back on another page.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'palco.redirect-after-login';

/**
 * How long a kept page waits for the sign-in: long enough for a round trip through a provider, short
 * enough that a sign-in days later does not jump to a page the viewer has forgotten asking for.
 */
export const REDIRECT_AFTER_LOGIN_MAX_AGE_MS = 60 * 60 * 1000;

interface StoredRedirect {
  path: string;
  savedAt: number;
}

export interface RedirectStorageOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  origin?: string;
}

const defaults = (options: RedirectStorageOptions): Required<RedirectStorageOptions> => ({
  storage: options.storage ?? window.localStorage,
  now: options.now ?? Date.now,
  origin: options.origin ?? window.location.origin,
});

/** Keeps the page to open once signed in; anything but a page of this site is refused (false). */
export function rememberRedirectAfterLogin(target: string, options: RedirectStorageOptions = {}): boolean {
  const { storage, now, origin } = defaults(options);
  const path = safeReturnPath(target, origin);
  if (path === null) return false;
  const value: StoredRedirect = { path, savedAt: now() };
  try {
    storage.setItem(REDIRECT_AFTER_LOGIN_KEY, JSON.stringify(value));
    return true;
  } catch {
    // Without storage the login popup still carries the page in memory.
    return false;
  }
}

/** Forgets the kept page (the viewer closed the login popup without signing in). */
export function forgetRedirectAfterLogin(options: RedirectStorageOptions = {}): void {
  const { storage } = defaults(options);
  try {
    storage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The kept page, once: it is removed as it is read. Null when there is none, when it is older than an
 * hour, or when it is not a page of this site (the value may have been written by anything on the origin).
 */
export function takeRedirectAfterLogin(options: RedirectStorageOptions = {}): string | null {
  const { storage, now, origin } = defaults(options);
  let raw: string | null;
  try {
    raw = storage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    storage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let stored: Partial<StoredRedirect>;
  try {
    stored = JSON.parse(raw) as Partial<StoredRedirect>;
  } catch {
    return null;
  }
  if (typeof stored.path !== 'string' || typeof stored.savedAt !== 'number') return null;
  const age = now() - stored.savedAt;
  if (age < 0 || age > REDIRECT_AFTER_LOGIN_MAX_AGE_MS) return null;
  return safeReturnPath(stored.path, origin);
}

/**
 * Where to go for a kept page, from where the sign-in left the viewer: nowhere when already there; a family
 * on the profile chooser chooses first and continues there afterwards (the chooser's `redirect`).
 */
export function redirectAfterLoginFrom(
  target: string,
  here: Pick<Location, 'pathname' | 'search'>,
): string | null {
  if (`${here.pathname}${here.search}` === target) return null;
  if (here.pathname.replace(/\/+$/, '') === CHOOSE_PROFILE_PATH) {
    const chooserTarget = new URLSearchParams(here.search).get(REDIRECT_PARAM);
    return chooserTarget ? null : chooseProfileUrl(target);
  }
  return target;
}

export interface RedirectAfterLoginOptions extends RedirectStorageOptions {
  session?: StoreApi<SessionState>;
  navigate?: (url: string) => void;
  location?: Pick<Location, 'pathname' | 'search'>;
  /** Runs the follow-up after the sign-in's own steps; tests run it at once. */
  schedule?: (run: () => void) => void;
}

/**
 * Spec section 4, "Login": once a visitor has signed in, by whichever way (popup, social or operator
 * callback, TV code, activation), a kept page is followed, then forgotten. It waits until the account is
 * completed (the complete-profile step comes first), and runs after the sign-in's own navigation (to the
 * chooser, or home after registration), so it is the last step. A session restored at a visit's start is
 * no sign-in and follows nothing.
 */
export function connectRedirectAfterLogin(options: RedirectAfterLoginOptions = {}): () => void {
  const session = options.session ?? sessionStore;
  const navigate = options.navigate ?? navigateToUrl;
  const schedule = options.schedule ?? ((run: () => void) => void window.setTimeout(run, 0));
  const location = options.location ?? window.location;
  // Whether the page has seen this tab without a session, so that an account arriving is a sign-in.
  let visitor = session.getState().token === null;
  let pending = false;
  return session.subscribe((state) => {
    if (!state.token) {
      visitor = true;
      pending = false;
      return;
    }
    if (visitor && state.account) {
      visitor = false;
      pending = true;
    }
    if (!pending || !state.account?.completed) return;
    pending = false;
    schedule(() => {
      const target = takeRedirectAfterLogin(options);
      if (target === null) return;
      const next = redirectAfterLoginFrom(target, location);
      if (next !== null) navigate(next);
    });
  });
}
