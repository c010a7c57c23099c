import { lisbonWallClock } from '../../../utils/lisbon-time';

/** A span of the guide in seconds since the epoch, as `GET /v1/content/epg` takes it (spec section 7). */
export interface EpgRange {
  startDate: number;
  endDate: number;
}

export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/** `YYYY-MM-DD` of the Lisbon day holding that moment. */
export function lisbonDate(seconds: number): string {
  return new Date(lisbonWallClock(seconds) * 1000).toISOString().slice(0, 10);
}

function utcMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

/**
 * Midnight in Lisbon on `date`, in epoch seconds. Clocks change at 01:00 UTC, so the offset in force at
 * 00:00 UTC of that date is the one at local midnight.
 */
export function lisbonMidnight(date: string): number {
  const utc = utcMidnight(date);
  return utc - (lisbonWallClock(utc) - utc);
}

/** The date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date((utcMidnight(date) + days * 86_400) * 1000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400);
}

/** A Lisbon day from its midnight to the next: 23 hours when clocks go forward, 25 when they go back. */
export function dayRange(date: string): EpgRange {
  return { startDate: lisbonMidnight(date), endDate: lisbonMidnight(addDays(date, 1)) };
}
