import { SERVICE_TIME_ZONE } from '@palco/contracts';

/** BCP 47 tag of an interface locale (`pt_PT` → `pt-PT`). */
export function languageTag(locale: string): string {
  return locale.replace('_', '-');
}

/** The weekday of `ms` in Lisbon, capitalised as a badge starts ("Sexta-feira"). */
export function weekdayName(ms: number, locale: string): string {
  const name = new Intl.DateTimeFormat(languageTag(locale), {
    weekday: 'long',
    timeZone: SERVICE_TIME_ZONE,
  }).format(new Date(ms));
  return name.charAt(0).toLocaleUpperCase(languageTag(locale)) + name.slice(1);
}

/** Day of the month and short month name of `ms` in Lisbon ("24", "dez."), for the translated pattern. */
export function dayAndMonth(ms: number, locale: string): { day: string; month: string } {
  const date = new Date(ms);
  const tag = languageTag(locale);
  return {
    day: new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone: SERVICE_TIME_ZONE }).format(date),
    month: new Intl.DateTimeFormat(tag, { month: 'short', timeZone: SERVICE_TIME_ZONE }).format(date),
  };
}
