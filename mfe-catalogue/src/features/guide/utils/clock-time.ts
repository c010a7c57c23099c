/**
 * A moment as HH:mm, 24-hour, in the viewer's language and, unless told otherwise, their own time zone:
 * the guide's times are the viewer's wall-clock times, whatever zone the channel broadcasts from.
 */
export function formatClockTime(seconds: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale.replace('_', '-'), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(seconds * 1000);
}
