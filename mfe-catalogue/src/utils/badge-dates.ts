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

/**
 * What a formatter gave for an instant, kept: every render of a screen's cards asks about the same few
 * release dates, and a lookup costs far less than formatting in the Lisbon time zone again.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 4096;

function formatInLisbon(tag: string, part: 'weekday' | 'day' | 'month', ms: number): string {
  const key = `${tag} ${part} ${ms}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    text = lisbonFormatter(tag, part).format(new Date(ms));
    // A weekday starts the badge: capitalised ("Sexta-feira").
    if (part === 'weekday') text = text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
    formatted.set(key, text);
  }
  return text;
}

/** The weekday of `ms` in Lisbon, capitalised as a badge starts ("Sexta-feira"). */
export function weekdayName(ms: number, locale: string): string {
  return formatInLisbon(languageTag(locale), 'weekday', ms);
}

/** Day of the month and short month name of `ms` in Lisbon ("24", "dez."), for the translated pattern. */
export function dayAndMonth(ms: number, locale: string): { day: string; month: string } {
  const tag = languageTag(locale);
  return { day: formatInLisbon(tag, 'day', ms), month: formatInLisbon(tag, 'month', ms) };
}
