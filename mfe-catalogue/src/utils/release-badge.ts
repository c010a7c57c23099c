import { lisbonInstant, lisbonMoment } from './lisbon-time';

/** From this hour (Lisbon) a release today is announced as "tonight" (spec section 4). */
export const TONIGHT_FROM_HOUR = 18;
/** Releases fewer than this many days ahead are named by their weekday. */
export const WEEKDAY_WITHIN_DAYS = 7;

export type ReleaseBadge =
  { kind: 'tonight' } | { kind: 'weekday'; at: number } | { kind: 'date'; at: number };

/** The instants (ms) where a release's badge changes, for one Lisbon day: each badge is a comparison. */
export interface ReleaseDays {
  /** Midnight starting the day. */
  today: number;
  /** `TONIGHT_FROM_HOUR` that day. */
  tonight: number;
  /** Midnight starting the next day. */
  tomorrow: number;
  /** Midnight starting the day `WEEKDAY_WITHIN_DAYS` ahead. */
  weekAhead: number;
}

/**
 * The day every card of a screen asks about: kept until `now` leaves it, so a render of a hundred cards
 * reads the time zone once, not once per card.
 */
let current: ReleaseDays | null = null;

/** The badge boundaries of the Lisbon day holding `nowMs`, each midnight where Lisbon has it (summer time included). */
export function releaseDays(nowMs: number): ReleaseDays {
  if (current && nowMs >= current.today && nowMs < current.tomorrow) return current;
  const { dayNumber } = lisbonMoment(nowMs);
  current = {
    today: lisbonInstant(dayNumber, 0),
    tonight: lisbonInstant(dayNumber, TONIGHT_FROM_HOUR),
    tomorrow: lisbonInstant(dayNumber + 1, 0),
    weekAhead: lisbonInstant(dayNumber + WEEKDAY_WITHIN_DAYS, 0),
  };
  return current;
}

/**
 * The release badge of a title (spec section 4), from `release_date` in seconds and the moment `nowMs`,
 * both read as Lisbon calendar days. Only today and days ahead get a badge: a title released on an
 * earlier day is simply in the catalogue. Today from 18:00 is "tonight" (whether the hour has passed or
 * not); earlier today and the next six days give the weekday; a week or more ahead gives the date.
 */
export function releaseBadge(releaseDate: number | null, nowMs: number): ReleaseBadge | null {
  if (releaseDate === null) return null;
  const at = releaseDate * 1000;
  const days = releaseDays(nowMs);
  if (at < days.today) return null;
  if (at >= days.tonight && at < days.tomorrow) return { kind: 'tonight' };
  if (at < days.weekAhead) return { kind: 'weekday', at };
  return { kind: 'date', at };
}
