import { addDays, daysBetween } from './guide-range';

/** Every day the guide offers: from `pastDays` before today to `futureDays` after, oldest first. */
export function guideDays(today: string, pastDays: number, futureDays: number): string[] {
  return Array.from({ length: pastDays + futureDays + 1 }, (_, i) => addDays(today, i - pastDays));
}

/** The day asked for in the address when the guide offers it, otherwise today. */
export function chosenDay(asked: string | null, days: readonly string[], today: string): string {
  return asked !== null && days.includes(asked) ? asked : today;
}

export type RelativeDay = 'yesterday' | 'today' | 'tomorrow';

/** Yesterday, today and tomorrow are named; other days are written as a date. */
export function relativeDay(date: string, today: string): RelativeDay | null {
  const offset = daysBetween(today, date);
  if (offset === -1) return 'yesterday';
  if (offset === 0) return 'today';
  if (offset === 1) return 'tomorrow';
  return null;
}

/** One formatter per language and style: building one costs far more than using it (the picker writes 38). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A day as the picker writes it: short weekday and date in the viewer's language, e.g. "sábado, 14/03". */
export function formatDay(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const key = `${locale}|${style}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    // The date is a calendar day, not a moment: read at UTC midnight and written in UTC, it stays that day.
    formatter = new Intl.DateTimeFormat(locale.replace('_', '-'), {
      weekday: style,
      day: 'numeric',
      month: style,
      timeZone: 'UTC',
    });
    dayFormatters.set(key, formatter);
  }
  return formatter.format(Date.parse(`${date}T00:00:00Z`));
}
