import { bus, sessionStore } from '@palco/shared';

/**
 * How long a PIN checked for editing stays good for the edit pages: long enough to go from the edit page
 * to the avatar page and back, short enough that a screen left open does not stay unlocked.
 */
export const UNLOCK_TTL_MS = 10 * 60 * 1000;

interface Unlocked {
  /** Whose session checked it: the account and its chosen profile. */
  viewer: string;
  pin: string;
  at: number;
}

// Spec section 4: a PIN-protected profile is locked until its PIN is validated, then the PIN is kept for the
// edits (the API takes it as `code`). It is kept here, in memory only: never in storage, gone with a reload,
// a sign-out, a profile switch, or after UNLOCK_TTL_MS.
const unlocked = new Map<string, Unlocked>();

function viewer(): string {
  const { account, profile } = sessionStore.getState();
  return account ? `${account.id}/${profile?.id ?? ''}` : '';
}

export function rememberPin(profileId: string, pin: string, now: number = Date.now()): void {
  const who = viewer();
  if (who) unlocked.set(profileId, { viewer: who, pin, at: now });
}

/** The PIN of `profileId` if this viewer checked it within the last UNLOCK_TTL_MS. */
export function rememberedPin(profileId: string, now: number = Date.now()): string | null {
  const entry = unlocked.get(profileId);
  if (!entry) return null;
  if (entry.viewer !== viewer() || now - entry.at > UNLOCK_TTL_MS) {
    unlocked.delete(profileId);
    return null;
  }
  return entry.pin;
}

export function forgetPin(profileId: string): void {
  unlocked.delete(profileId);
}

export function forgetAllPins(): void {
  unlocked.clear();
}

bus.on('session:ended', forgetAllPins);
