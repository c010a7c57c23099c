import { tzOffset } from '@date-fns/tz/tzOffset';
import { SERVICE_TIME_ZONE } from '@palco/contracts';

// Calendar days of the service are Lisbon days (contracts' SERVICE_TIME_ZONE), summer time included.

export interface LisbonMoment {
  /** Days since 1970-01-01 of the Lisbon calendar date, so two dates subtract to whole days. */
  dayNumber: number;
  hour: number;
}

/**
 * Lisbon's wall clock at a moment (seconds since the epoch), read back as if it were UTC, so calendar
 * arithmetic can use the UTC methods.
 */
export function lisbonWallClock(seconds: number): number {
  return seconds + offsetAt(seconds) * 60;
}

/**
 * The first moment (seconds) of the rule mainland Portugal has kept since 1996, the European Union's: the
 * clocks go forward from UTC to UTC+1 at 01:00 UTC on the last Sunday of March, and back at 01:00 UTC on the
 * last Sunday of October.
 */
export const EU_SUMMER_TIME_FROM = Date.UTC(1996, 2, 31, 1) / 1000;

/** 01:00 UTC on the last Sunday of a month (0-based), in seconds: when the clocks change under that rule. */
function changeOf(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1) / 1000;
}

/**
 * Earlier moments, which Portugal kept under other rules (Central European Time from 1992 to 1996), are read
 * from the browser's zone database; one reading is kept per hour of time, since the offset changes only on
 * the hour.
 */
const offsets = new Map<number, number>();
const MAX_CACHED_HOURS = 2048;

function zoneDatabaseOffset(seconds: number): number {
  const hour = Math.floor(seconds / 3600);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
    offset = tzOffset(SERVICE_TIME_ZONE, new Date(hour * 3600 * 1000));
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * Lisbon's offset in minutes at a moment. Under the current rule it is worked out from the date: the
 * browser's first reading of a time zone costs tens of milliseconds on a phone, which a screen of release
 * badges would otherwise spend in the render that draws its first cards. Should Portugal change its rule,
 * this is the one place to follow it (the unit tests compare it with the zone database).
 */
function offsetAt(seconds: number): number {
  if (seconds < EU_SUMMER_TIME_FROM) return zoneDatabaseOffset(seconds);
  const year = new Date(seconds * 1000).getUTCFullYear();
  return seconds >= changeOf(year, 2) && seconds < changeOf(year, 9) ? 60 : 0;
}

/**
 * The instant (ms) Lisbon's clocks show `hour`:00 on the Lisbon day `dayNumber`, for any hour but 01:00 (the
 * hour summer time skips or repeats). The clocks change at 01:00 UTC, so that wall time read as UTC falls
 * on the same side of the change as the instant itself, and its offset is the one in force then.
 */
export function lisbonInstant(dayNumber: number, hour: number): number {
  const wall = dayNumber * 86_400 + hour * 3600;
  return (wall - offsetAt(wall) * 60) * 1000;
}

/** The Lisbon calendar day and hour of an instant given in milliseconds. */
export function lisbonMoment(ms: number): LisbonMoment {
  const wall = lisbonWallClock(Math.floor(ms / 1000));
  return { dayNumber: Math.floor(wall / 86_400), hour: new Date(wall * 1000).getUTCHours() };
}
