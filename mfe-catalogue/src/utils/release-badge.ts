import { lisbonMoment } from './lisbon-time';

/** From this hour (Lisbon) a release today is announced as "tonight" (spec section 4). */
export const TONIGHT_FROM_HOUR = 18;
/** Releases fewer than this many days ahead are named by their weekday. */
export const WEEKDAY_WITHIN_DAYS = 7;
const DAY_MS = 86_400_000;

export type ReleaseBadge =
  { kind: 'tonight' } | { kind: 'weekday'; at: number } | { kind: 'date'; at: number };

/**
 * The release badge of a title (spec section 4), from `release_date` in seconds and the moment `nowMs`,
 * both read as Lisbon calendar days. Only today and days ahead get a badge: a title released on an
 * earlier day is simply in the catalogue. Today from 18:00 is "tonight" (whether the hour has passed or
 * not); earlier today and the next six days give the weekday; a week or more ahead gives the date.
 */
export function releaseBadge(releaseDate: number | null, nowMs: number): ReleaseBadge | null {
  if (releaseDate === null) return null;
  const at = releaseDate * 1000;
  // Released more than two days before now is an earlier Lisbon day whatever the offset (at most ±14 h):
  // most of a catalogue, answered without reading the time zone for each card.
  if (at < nowMs - 2 * DAY_MS) return null;
  const release = lisbonMoment(at);
  const days = release.dayNumber - lisbonMoment(nowMs).dayNumber;
  if (days < 0) return null;
  if (days === 0 && release.hour >= TONIGHT_FROM_HOUR) return { kind: 'tonight' };
  if (days < WEEKDAY_WITHIN_DAYS) return { kind: 'weekday', at };
  return { kind: 'date', at };
}
