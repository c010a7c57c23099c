import { SERVICE_TIME_ZONE } from '@palco/contracts';

/** BCP 47 tag of an interface locale (`pt_PT` → `pt-PT`). */
export function languageTag(locale: string): string {
  return locale.replace('_', '-');
}

/** Building an `Intl.DateTimeFormat` costs far more than formatting with one: one per language and part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function lisbonFormatter(tag: string, part: 'weekday' | 'day' | 'month'): Intl.DateTimeFormat {
  const key = `${tag} ${part}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      part === 'weekday' ? { weekday: 'long' } : part === 'day' ? { day: 'numeric' } : { month: 'short' };
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: SERVICE_TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The weekday of `ms` in Lisbon, capitalised as a badge starts ("Sexta-feira"). */
export function weekdayName(ms: number, locale: string): string {
  const name = lisbonFormatter(languageTag(locale), 'weekday').format(new Date(ms));
  return name.charAt(0).toLocaleUpperCase(languageTag(locale)) + name.slice(1);
}

/** Day of the month and short month name of `ms` in Lisbon ("24", "dez."), for the translated pattern. */
export function dayAndMonth(ms: number, locale: string): { day: string; month: string } {
  const date = new Date(ms);
  const tag = languageTag(locale);
  return {
    day: lisbonFormatter(tag, 'day').format(date),
    month: lisbonFormatter(tag, 'month').format(date),
  };
}
