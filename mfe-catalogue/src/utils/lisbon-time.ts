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
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
});

/** The Lisbon calendar day and hour of an instant (DST included, via the platform's time-zone data). */
export function lisbonMoment(ms: number): LisbonMoment {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
  );
  const dayNumber = Date.UTC(values.year ?? 1970, (values.month ?? 1) - 1, values.day ?? 1) / 86_400_000;
  return { dayNumber, hour: values.hour ?? 0 };
}
