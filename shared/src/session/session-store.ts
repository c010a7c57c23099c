import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Account, Profile } from '@palco/contracts';
import { bus } from '../events/bus';

export const AUTH_TOKEN_KEY = 'palco.authorization';
export const PROFILE_KEY = 'palco.profile';

export interface SessionState {
  token: string | null;
  account: Account | null;
  profile: Profile | null;
  signIn: (token: string) => void;
  setAccount: (account: Account) => void;
  setProfile: (profile: Profile | null) => void;
  /** Clears account, profile and token (logout, 401, failed account load). */
  clear: () => void;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): the visitor simply starts signed out.
    return null;
  }
}

function persist(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the session lives only in memory until the tab closes.
  }
}

function readProfile(): Profile | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as Profile) : null;
  } catch {
    return null;
  }
}

/** Creates a session store; the app uses the `sessionStore` singleton, tests make their own. */
export function createSessionStore(): StoreApi<SessionState> {
  const store = createStore<SessionState>()((set) => ({
    token: readToken(),
    account: null,
    profile: null,
    signIn: (token) => {
      persist(AUTH_TOKEN_KEY, token);
      set({ token });
    },
    setAccount: (account) => {
      const stored = readProfile();
      const profile = stored && account.profiles.some((p) => p.id === stored.id) ? stored : null;
      set({ account, profile });
    },
    setProfile: (profile) => {
      persist(PROFILE_KEY, profile ? JSON.stringify(profile) : null);
      set({ profile });
    },
    clear: () => {
      persist(AUTH_TOKEN_KEY, null);
      persist(PROFILE_KEY, null);
      set({ token: null, account: null, profile: null });
    },
  }));
  store.subscribe((state, previous) => {
    if (state.account !== previous.account || state.profile !== previous.profile) {
      bus.emit('session:changed', { account: state.account, profile: state.profile });
    }
  });
  return store;
}

export const sessionStore: StoreApi<SessionState> = createSessionStore();

/** React hook over the session singleton. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
