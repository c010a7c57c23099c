import type { PeriodType } from '@palco/contracts';
import { addDays, lisbonDate } from '../seed/lisbon-time';

// A plan's service runs over Lisbon calendar days (contracts' SERVICE_TIME_ZONE), written YYYY-MM-DD:
// from the day it starts to its `end_date`, the last day of service, both included.

/** How long each period type (spec section 3) runs, in calendar days or months. */
const PERIODS: Readonly<Record<PeriodType, { days: number } | { months: number }>> = {
  D: { days: 1 },
  W: { days: 7 },
  M: { months: 1 },
  S: { months: 6 },
  Y: { months: 12 },
  T: { months: 36 },
};

/** Today in Lisbon, YYYY-MM-DD. */
export const lisbonToday = (nowMs: number): string => lisbonDate(Math.floor(nowMs / 1000));

/**
 * `date` plus `months` calendar months; a day the target month lacks becomes its last day, as payment
 * providers count (31 January plus a month is 28 or 29 February, 29 February plus a year 28 February).
 */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The day one period after `date`: the day a service that started on `date` would need paying again. */
export function addPeriod(date: string, period: PeriodType): string {
  const length = PERIODS[period];
  return 'days' in length ? addDays(date, length.days) : addMonths(date, length.months);
}

/** The last day of service of one period that starts on `start`: the day before start + period. */
export const serviceEndDate = (start: string, period: PeriodType): string =>
  addDays(addPeriod(start, period), -1);

/**
 * When a newly paid period starts: the day after the current plan's last day while that plan is still in
 * force (an extension, or a plan change, starts when the current one ends: spec section 4), else today.
 */
export const nextPeriodStart = (today: string, currentEndDate: string | null): string =>
  currentEndDate !== null && currentEndDate >= today ? addDays(currentEndDate, 1) : today;
