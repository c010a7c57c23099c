import { tzOffset } from '@date-fns/tz/tzOffset';
import { SERVICE_TIME_ZONE } from '@palco/contracts';

// Calendar days of the service are Lisbon days (contracts' SERVICE_TIME_ZONE): the guide groups
// programmes by them and "released today" means today in Portugal. @date-fns/tz gives the offset in
// force at a moment, summer time included.

export const DAY_SECONDS = 86_400;

/** Lisbon's offset from UTC at that moment, in seconds (0 in winter, 3600 in summer). */
function lisbonOffset(epochSeconds: number): number {
  return tzOffset(SERVICE_TIME_ZONE, new Date(epochSeconds * 1000)) * 60;
}

/** `YYYY-MM-DD` of the Lisbon day holding that moment. */
export function lisbonDate(epochSeconds: number): string {
  return new Date((epochSeconds + lisbonOffset(epochSeconds)) * 1000).toISOString().slice(0, 10);
}

/**
 * Epoch seconds of midnight in Lisbon on `date` (YYYY-MM-DD). Clocks change at 01:00 UTC, so the offset
 * at 00:00 UTC of that date is the one in force at local midnight.
 */
export function lisbonMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day) / 1000;
  return utcMidnight - lisbonOffset(utcMidnight);
}

/** The Lisbon date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function startOfLisbonDay(epochSeconds: number): number {
  return lisbonMidnight(lisbonDate(epochSeconds));
}
