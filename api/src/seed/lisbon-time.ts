import { TZDate } from '@date-fns/tz';
import { SERVICE_TIME_ZONE } from '@palco/contracts';

// Calendar days of the service are Lisbon days (contracts' SERVICE_TIME_ZONE), computed with @date-fns/tz.

export const DAY_SECONDS = 86_400;

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of the Lisbon day holding that moment. */
export function lisbonDate(epochSeconds: number): string {
  const moment = new TZDate(epochSeconds * 1000, SERVICE_TIME_ZONE);
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Epoch seconds of midnight in Lisbon on `date` (YYYY-MM-DD), summer time included. */
export function lisbonMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, SERVICE_TIME_ZONE).getTime() / 1000;
}

/** The Lisbon date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function startOfLisbonDay(epochSeconds: number): number {
  return lisbonMidnight(lisbonDate(epochSeconds));
}
