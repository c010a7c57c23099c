/** The service's calendar is Lisbon's: "today" and "tonight" mean there, whatever the viewer's clock. */
export const SERVICE_TIME_ZONE = 'Europe/Lisbon';

export interface LisbonMoment {
  /** Days since 1970-01-01 of the Lisbon calendar date, so two dates subtract to whole days. */
  dayNumber: number;
  hour: number;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SERVICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Lisbon's wall clock at a moment (seconds since the epoch), read back as if it were UTC, so calendar
 * arithmetic can use the UTC methods (DST included, via the platform's time-zone data).
 */
export function lisbonWallClock(seconds: number): number {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(seconds * 1000)).map((part) => [part.type, Number(part.value)]),
  );
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = values;
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
}

/** The Lisbon calendar day and hour of an instant given in milliseconds. */
export function lisbonMoment(ms: number): LisbonMoment {
  const wall = lisbonWallClock(Math.floor(ms / 1000));
  return { dayNumber: Math.floor(wall / 86_400), hour: new Date(wall * 1000).getUTCHours() };
}
