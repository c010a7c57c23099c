import { tzOffset } from '@date-fns/tz/tzOffset';
import { SERVICE_TIME_ZONE } from '@palco/contracts';

// Calendar days of the service are Lisbon days (contracts' SERVICE_TIME_ZONE); @date-fns/tz gives the
// offset in force at a moment, summer time included.

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
 * Lisbon's offset in minutes at a moment. It changes only on the hour (summer time starts and ends at
 * 01:00 UTC), so it is read once per hour of time: a screen of cards or a day of programmes asks about the
 * same few hours, and reading the zone through Intl costs far more than a lookup.
 */
const offsets = new Map<number, number>();
const MAX_CACHED_HOURS = 2048;

function offsetAt(seconds: number): number {
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
