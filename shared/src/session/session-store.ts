import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { AUTH_TOKEN_KEY, isProfileChoiceFresh, type Account, type Profile } from '@palco/contracts';
import { bus } from '../events/bus';

// The token's key is contracts' so that the shell's first script can tell a visitor without shared.
export { AUTH_TOKEN_KEY };
export const PROFILE_KEY = 'palco.profile';
/** When the stored profile was chosen, in ms (spec section 3: "last chosen profile (with time)"). */
export const PROFILE_CHOSEN_AT_KEY = 'palco.profile-chosen-at';

export interface SessionState {
  token: string | null;
  account: Account | null;
  profile: Profile | null;
  signIn: (token: string) => void;
  setAccount: (account: Account) => void;
  setProfile: (profile: Profile | null) => void;
  /**
   * Drops the profile once its choice is over 24 hours old and the account has more than one profile (spec
   * section 4), as `setAccount` does at a visit's start, for a tab that stays open. True when it dropped it:
   * whoever is watching is asked again. Cheap enough for every route change and tab focus: no call, and
   * storage is read only once the 24 hours have run out.
   */
  recheckProfileChoice: () => boolean;
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

function readChosenAt(): number | null {
  try {
    const value = Number(localStorage.getItem(PROFILE_CHOSEN_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The stored profile, if it still stands for `account`: one of its profiles and, when the account has
 * several, chosen within the last 24 hours (spec section 4) — otherwise whoever is watching is asked again.
 */
function storedProfileFor(account: Account, now: number): Profile | null {
  const stored = readProfile();
  if (!stored || !account.profiles.some((p) => p.id === stored.id)) return null;
  if (account.profiles.length > 1 && !isProfileChoiceFresh(readChosenAt(), now)) return null;
  return stored;
}

export interface SessionStoreOptions {
  /** The clock, in ms; tests fix it. */
  now?: () => number;
}

/** Creates a session store; the app uses the `sessionStore` singleton, tests make their own. */
export function createSessionStore(options: SessionStoreOptions = {}): StoreApi<SessionState> {
  const now = options.now ?? Date.now;
  // When the profile held now was chosen, kept here too: without storage a choice still lasts its 24 hours.
  let chosenAt: number | null = null;
  const store = createStore<SessionState>()((set, get) => ({
    token: readToken(),
    account: null,
    profile: null,
    signIn: (token) => {
      persist(AUTH_TOKEN_KEY, token);
      set({ token });
    },
    setAccount: (account) => {
      const profile = storedProfileFor(account, now());
      chosenAt = profile ? readChosenAt() : null;
      set({ account, profile });
    },
    setProfile: (profile) => {
      persist(PROFILE_KEY, profile ? JSON.stringify(profile) : null);
      // The same profile again (renamed, new avatar) is no new choice: its 24 hours run on.
      const same = profile !== null && get().profile?.id === profile.id && readChosenAt() !== null;
      if (same) {
        chosenAt ??= readChosenAt();
      } else {
        chosenAt = profile ? now() : null;
        persist(PROFILE_CHOSEN_AT_KEY, chosenAt === null ? null : String(chosenAt));
      }
      set({ profile });
    },
    recheckProfileChoice: () => {
      const { account, profile } = get();
      if (!account || !profile || account.profiles.length <= 1) return false;
      if (isProfileChoiceFresh(chosenAt, now())) return false;
      // Another tab may have chosen this same profile again since (storage is shared): that choice holds.
      if (storedProfileFor(account, now())?.id === profile.id) {
        chosenAt = readChosenAt();
        return false;
      }
      set({ profile: null });
      return true;
    },
    clear: () => {
      persist(AUTH_TOKEN_KEY, null);
      persist(PROFILE_KEY, null);
      persist(PROFILE_CHOSEN_AT_KEY, null);
      chosenAt = null;
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
