import { SERVICE_TIME_ZONE, supportedLocales } from '@palco/contracts';
import { lisbonWallClock } from '../../../utils/lisbon-time';

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * One formatter per language and zone. Building an `Intl.DateTimeFormat` costs far more than formatting
 * with one, and the guide writes a time for every programme and hour it draws, again on every scroll.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as HH:mm, 24-hour, in the viewer's language and, unless told otherwise, their own time zone:
 * the guide's times are the viewer's wall-clock times, whatever zone the channel broadcasts from.
 */
export function formatClockTime(seconds: number, locale: string, timeZone?: string): string {
  // Lisbon's time in a language of the site's, which all write it as HH:mm, needs no formatter: the first
  // one a page builds costs it tens of milliseconds on a phone, in the render that draws the guide.
  if (timeZone === SERVICE_TIME_ZONE && (supportedLocales as readonly string[]).includes(locale)) {
    const wall = new Date(lisbonWallClock(Math.floor(seconds)) * 1000);
    return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  }
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale.replace('_', '-'), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(seconds * 1000);
}
