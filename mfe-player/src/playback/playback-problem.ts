import { type Account, viewingErrorCodes } from '@palco/contracts';
import type { ApiError } from '@palco/shared';

/** Why the player shows a message instead of video. */
export type PlaybackProblem =
  | { kind: 'not-found' }
  /** Spec section 4: before its release (or premium end) date content is "not yet available". */
  | { kind: 'not-yet-available'; availableAt: number | null }
  | { kind: 'no-media' }
  | { kind: 'unsupported' }
  | { kind: 'playback' }
  | { kind: 'server'; error: ApiError }
  /** Spec section 4: the free time on premium VOD is used up (need-registration or the plans follow). */
  | { kind: 'time-limit' }
  /** The profile's parental restriction keeps the title from it: another profile may watch, not a retry. */
  | { kind: 'restricted' };

/** Release and premium-end timestamps are in seconds (spec section 9). */
interface Dated {
  release_date: number | null;
  premium_end_date?: number | null;
}

/** What the player plays: an item (dated) or a channel (undated), with the media to ask for. */
export type Playable = Partial<Dated> & { media_id: string | null };

/** The first of the release and premium-end dates still ahead, in seconds. */
export function upcomingDate(item: Partial<Dated> | undefined, nowSeconds: number): number | null {
  if (!item) return null;
  const dates = [item.release_date ?? null, item.premium_end_date ?? null].filter(
    (date): date is number => date !== null && date > nowSeconds,
  );
  return dates.length > 0 ? Math.min(...dates) : null;
}

/** What to show for a failed content, channel or media call; the item, when loaded, dates a 301. */
export function problemFromError(
  error: ApiError,
  item: Partial<Dated> | undefined,
  nowSeconds: number,
): PlaybackProblem {
  if (error.errorStatus === 404) return { kind: 'not-found' };
  if (error.errorCode === viewingErrorCodes.timeLimitReached) return { kind: 'time-limit' };
  if (error.errorCode === viewingErrorCodes.contentRestricted) return { kind: 'restricted' };
  if (error.errorStatus === 301)
    return { kind: 'not-yet-available', availableAt: upcomingDate(item, nowSeconds) };
  return { kind: 'server', error };
}

/** Checks a loaded item before asking for its media: not released yet, or nothing to play. */
export function problemWithItem(
  item: Dated & { media_id: string | null },
  nowSeconds: number,
): PlaybackProblem | null {
  if (item.release_date !== null && item.release_date > nowSeconds) {
    return { kind: 'not-yet-available', availableAt: item.release_date };
  }
  if (!item.media_id) return { kind: 'no-media' };
  return null;
}

export interface DateParts {
  day: string;
  month: string;
  hour: string;
  minute: string;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Day, month, hour and minute of a timestamp in seconds, in the viewer's time zone. */
export function dateParts(seconds: number): DateParts {
  const date = new Date(seconds * 1000);
  return {
    day: twoDigits(date.getDate()),
    month: twoDigits(date.getMonth() + 1),
    hour: twoDigits(date.getHours()),
    minute: twoDigits(date.getMinutes()),
  };
}

/** The account app's page for choosing another profile (contracts' route table, guard `multi-profile`). */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';

/**
 * Whether there is another profile to switch to: the switch-profile page's own rule (the `multi_profile`
 * flag on) and the chooser's (a multi-profile account with more than one profile).
 */
export function canSwitchProfile(account: Account | null, multiProfileOn: boolean): boolean {
  return multiProfileOn && Boolean(account?.is_multi_profile && account.profiles.length > 1);
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
