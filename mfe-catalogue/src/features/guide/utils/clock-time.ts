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
