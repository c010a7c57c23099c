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
  return seconds + tzOffset(SERVICE_TIME_ZONE, new Date(seconds * 1000)) * 60;
}

/** The Lisbon calendar day and hour of an instant given in milliseconds. */
export function lisbonMoment(ms: number): LisbonMoment {
  const wall = lisbonWallClock(Math.floor(ms / 1000));
  return { dayNumber: Math.floor(wall / 86_400), hour: new Date(wall * 1000).getUTCHours() };
}
