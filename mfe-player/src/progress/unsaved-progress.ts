import { ApiError } from '@palco/shared';

// Positions the server never received (offline, a 5xx, a page closed mid-save), kept on the device so that
// no progress is lost: sent again when the player next starts or the network comes back. Each belongs to
// the profile that watched, so another viewer signing in on the device never gets them.

export const UNSAVED_PROGRESS_KEY = 'palco.player.unsaved-progress';
/** Older than this, a position is not worth sending: the viewer has long moved on. */
export const UNSAVED_PROGRESS_MAX_AGE_MS = 7 * 24 * 3_600_000;
/** At most this many are kept, the most recent. */
const MAX_ENTRIES = 30;

export interface UnsavedProgress {
  profileId: string;
  itemId: string;
  seconds: number;
  at: number;
}

/** A failure that says nothing of the position itself (the network, the server): worth trying again. */
export const isTransientSaveFailure = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.errorStatus === 0 || error.errorStatus >= 500;

function read(storage: Storage): UnsavedProgress[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(UNSAVED_PROGRESS_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is UnsavedProgress =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as UnsavedProgress).profileId === 'string' &&
        typeof (entry as UnsavedProgress).itemId === 'string' &&
        Number.isFinite((entry as UnsavedProgress).seconds) &&
        Number.isFinite((entry as UnsavedProgress).at),
    );
  } catch {
    return [];
  }
}

function write(storage: Storage, entries: readonly UnsavedProgress[]): void {
  try {
    if (entries.length === 0) storage.removeItem(UNSAVED_PROGRESS_KEY);
    else storage.setItem(UNSAVED_PROGRESS_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Without storage, a failed save is only lost as it was before.
  }
}

/** Keeps a position the server did not receive, in place of an older one of the same title and profile. */
export function rememberUnsaved(entry: UnsavedProgress, storage: Storage = localStorage): void {
  const others = read(storage).filter((e) => !(e.profileId === entry.profileId && e.itemId === entry.itemId));
  write(storage, [...others, entry]);
}

/** The server has a position of this title for this profile now: nothing older is to be sent. */
export function forgetUnsaved(profileId: string, itemId: string, storage: Storage = localStorage): void {
  const entries = read(storage);
  const kept = entries.filter((e) => !(e.profileId === profileId && e.itemId === itemId));
  if (kept.length !== entries.length) write(storage, kept);
}

/**
 * Sends this profile's kept positions again, oldest first, and forgets each the server took or refused for
 * good (a title gone, a restriction); a transient failure keeps it for the next time. Positions too old are
 * dropped unsent.
 */
export async function flushUnsaved(
  profileId: string,
  save: (itemId: string, seconds: number) => Promise<void>,
  nowMs: number,
  storage: Storage = localStorage,
): Promise<void> {
  const fresh = read(storage).filter((e) => nowMs - e.at <= UNSAVED_PROGRESS_MAX_AGE_MS);
  const mine = fresh.filter((e) => e.profileId === profileId);
  write(storage, fresh);
  for (const entry of mine) {
    try {
      await save(entry.itemId, entry.seconds);
      forgetUnsaved(profileId, entry.itemId, storage);
    } catch (error) {
      if (!isTransientSaveFailure(error)) forgetUnsaved(profileId, entry.itemId, storage);
      else return;
    }
  }
}
