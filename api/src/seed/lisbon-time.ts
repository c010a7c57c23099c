/**
 * Calendar days of the service are Lisbon days: the guide groups programmes by them and "released
 * today" means today in Portugal.
 */
export const SERVICE_TIME_ZONE = 'Europe/Lisbon';

export const DAY_SECONDS = 86_400;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SERVICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function lisbonParts(
  epochSeconds: number,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(epochSeconds * 1000)).map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Lisbon's offset from UTC at that moment, in seconds (0 in winter, 3600 in summer). */
function lisbonOffset(epochSeconds: number): number {
  const p = lisbonParts(epochSeconds);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 1000 - epochSeconds;
}

/** `YYYY-MM-DD` of the Lisbon day holding that moment. */
export function lisbonDate(epochSeconds: number): string {
  const p = lisbonParts(epochSeconds);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Epoch seconds of midnight in Lisbon on `date` (YYYY-MM-DD). Clocks change at 01:00 UTC, so the offset
 * at 00:00 UTC of that date is the one in force at local midnight.
 */
export function lisbonMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day) / 1000;
  return utcMidnight - lisbonOffset(utcMidnight);
}

/** The Lisbon date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function startOfLisbonDay(epochSeconds: number): number {
  return lisbonMidnight(lisbonDate(epochSeconds));
}
