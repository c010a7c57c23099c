import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';

// What an account form held when its session expired (spec section 8: a 401 asks the viewer to sign in
// again, on the same page), kept for the same account to find again once signed back in. Every end of a
// session clears the session, and every app's tree below its viewer cache is mounted afresh (shared's
// AppProviders), so a form's own state cannot outlive it: the draft is kept here instead.
//
// - In memory, whole, for as long as the page is not reloaded.
// - In sessionStorage (this tab only), without the fields a form names as memory-only (passwords, PINs,
//   one-time codes), so a reload while signed out still gives the rest back once the account signs in.
//
// A kept draft is only ever handed to the account it was typed for. It goes when the form saves it or the
// viewer leaves it on purpose, when the viewer signs out, and when another account signs in.

/** A form's draft: plain values (what goes to storage must survive JSON). */
export type DraftFields = Record<string, unknown>;

/** Whose draft it is, and of which form. */
export interface DraftPlace {
  /** The signed-in account the form was filled for. */
  accountId: string;
  /** The page's path, with what the page is about when it serves several (`/profile/edit?id=p-tiago`). */
  route: string;
}

/** A draft worth keeping, as a form on screen holds it. */
export interface HeldDraft {
  draft: DraftFields;
  /** Fields never written to storage: passwords, PINs, one-time codes. */
  memoryOnly: readonly string[];
}

interface Kept extends HeldDraft {
  place: DraftPlace;
}

/** What sessionStorage holds per draft: its place, and the fields that may be stored. */
interface StoredDraft {
  accountId: string;
  route: string;
  draft: DraftFields;
}

export const DRAFT_STORAGE_PREFIX = 'palco.account-draft:';

const keyOf = ({ accountId, route }: DraftPlace): string =>
  `${DRAFT_STORAGE_PREFIX}${encodeURIComponent(accountId)}:${route}`;

/** The forms on screen, each with its draft when it holds one worth keeping. */
const onScreen = new Map<symbol, Kept>();
/** Drafts of forms whose session has just ended, until `session:ended` says why. */
const ending = new Map<string, Kept>();
/** Drafts waiting for their account, whole (memory-only fields included). */
const waiting = new Map<string, Kept>();

const isRecord = (value: unknown): value is DraftFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readStored(key: string): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed) || !isRecord(parsed.draft)) return null;
    const { accountId, route, draft } = parsed;
    return typeof accountId === 'string' && typeof route === 'string' ? { accountId, route, draft } : null;
  } catch {
    return null;
  }
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter(
      (key): key is string => key?.startsWith(DRAFT_STORAGE_PREFIX) ?? false,
    );
  } catch {
    return [];
  }
}

function removeStored(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Without storage nothing was written.
  }
}

/** Keeps `kept` for its account: whole in memory, without its memory-only fields in storage. */
function keep(kept: Kept): void {
  const key = keyOf(kept.place);
  waiting.set(key, kept);
  const storable = Object.fromEntries(
    Object.entries(kept.draft).filter(([field]) => !kept.memoryOnly.includes(field)),
  );
  if (Object.keys(storable).length === 0) {
    removeStored(key);
    return;
  }
  const stored: StoredDraft = { ...kept.place, draft: storable };
  try {
    sessionStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or unavailable: the draft stays in memory until the page is reloaded.
  }
}

const isKept = (key: string): boolean => waiting.has(key) || readStored(key) !== null;

/**
 * The draft kept for `place`, when the session is that account's: the whole draft while the page was not
 * reloaded, else what storage had (memory-only fields missing). Null when none is kept.
 */
export function restoreDraft(place: DraftPlace): DraftFields | null {
  if (sessionStore.getState().account?.id !== place.accountId) return null;
  const key = keyOf(place);
  const inMemory = waiting.get(key);
  if (inMemory) return { ...inMemory.draft };
  const stored = readStored(key);
  return stored && stored.accountId === place.accountId && stored.route === place.route
    ? { ...stored.draft }
    : null;
}

/** Drops the draft kept for `place` (saved, or left on purpose). */
export function forgetDraft(place: DraftPlace): void {
  const key = keyOf(place);
  waiting.delete(key);
  removeStored(key);
}

/** Drops every kept draft (the viewer signed out). */
export function forgetAllDrafts(): void {
  waiting.clear();
  ending.clear();
  storedKeys().forEach(removeStored);
}

/** Drops the drafts of every account but `accountId` (another account signed in). */
function forgetOtherAccounts(accountId: string): void {
  for (const [key, kept] of waiting) if (kept.place.accountId !== accountId) waiting.delete(key);
  for (const key of storedKeys()) if (readStored(key)?.accountId !== accountId) removeStored(key);
}

/**
 * A form on screen says what it holds: `held` when it is worth keeping, null when there is nothing to lose.
 * A draft kept from an expired session follows the form that took it back, so that the next screen to
 * mount it (after the profile choice, say) finds the latest, until it is saved or undone.
 */
export function trackDraft(id: symbol, place: DraftPlace, held: HeldDraft | null): void {
  if (held) onScreen.set(id, { place, ...held });
  else onScreen.delete(id);
  const key = keyOf(place);
  if (sessionStore.getState().account?.id !== place.accountId || !isKept(key)) return;
  if (held) keep({ place, ...held });
  else forgetDraft(place);
}

/** A form leaves the screen; when the session has just ended, its draft waits for the reason. */
export function untrackDraft(id: symbol): void {
  const kept = onScreen.get(id);
  onScreen.delete(id);
  if (kept && !sessionStore.getState().token) ending.set(keyOf(kept.place), kept);
}

// The session store clears token, account and profile synchronously, before `session:ended` says why and
// before React takes the forms away: what they hold is taken then.
sessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) {
    for (const kept of onScreen.values()) ending.set(keyOf(kept.place), kept);
  }
  if (state.token && !previous.token) ending.clear();
  if (state.account && state.account.id !== previous.account?.id) forgetOtherAccounts(state.account.id);
});

// Only an expired session keeps the drafts (the shell asks the viewer to sign in again, on the same page);
// a viewer who signs out leaves nothing behind; a stored token refused at start had no form on screen.
bus.on('session:ended', ({ reason }: PalcoEvents['session:ended']) => {
  if (reason === 'expired') for (const kept of ending.values()) keep(kept);
  if (reason === 'signed-out') forgetAllDrafts();
  ending.clear();
});
