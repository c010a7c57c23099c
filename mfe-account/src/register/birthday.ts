/** Minimum age 13 (spec sections 5 and 9): the birth years offered run from this year minus 13 down to 1900. */
export const MINIMUM_AGE_YEARS = 13;
export const OLDEST_BIRTH_YEAR = 1900;

/** The birth date picker's choice: day, month and year as their selects hold them ('' = not chosen). */
export interface BirthDate {
  day: string;
  month: string;
  year: string;
}

export const NO_BIRTH_DATE: BirthDate = { day: '', month: '', year: '' };

/** The year picker's years, youngest first: this year minus 13 down to 1900. */
export function birthYears(now: Date = new Date()): number[] {
  const youngest = now.getFullYear() - MINIMUM_AGE_YEARS;
  return Array.from({ length: youngest - OLDEST_BIRTH_YEAR + 1 }, (_, index) => youngest - index);
}

const pad = (value: string): string => value.padStart(2, '0');

/** The picker's choice as the spec writes a birthday, `DD-MM-YYYY`; '' until all three are chosen. */
export function birthdayText({ day, month, year }: BirthDate): string {
  if (!day || !month || !year) return '';
  return `${pad(day)}-${pad(month)}-${year}`;
}

/**
 * A birthday typed or picked as strict `DD-MM-YYYY` (two-digit day and month, four-digit year, a day the
 * calendar has) as the API takes it, `YYYY-MM-DD`; anything else is null (spec section 5).
 */
export function parseBirthday(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${yyyy}-${mm}-${dd}`;
}

export type BirthdayCheck =
  { ok: true; iso: string } | { ok: false; problem: 'missing' | 'invalid' | 'too-young' | 'too-old' };

/**
 * The picker's choice held to the rules: all three chosen, a real date, and a year the picker offers (the
 * rule is by year, as the picker's and the API's are).
 */
export function checkBirthDate(date: BirthDate, now: Date = new Date()): BirthdayCheck {
  const text = birthdayText(date);
  if (!text) return { ok: false, problem: 'missing' };
  const iso = parseBirthday(text);
  if (!iso) return { ok: false, problem: 'invalid' };
  const year = Number(iso.slice(0, 4));
  if (year > now.getFullYear() - MINIMUM_AGE_YEARS) return { ok: false, problem: 'too-young' };
  if (year < OLDEST_BIRTH_YEAR) return { ok: false, problem: 'too-old' };
  return { ok: true, iso };
}

/** A birthday as the API keeps it (`YYYY-MM-DD`) as the picker holds it; none, or another form, is empty. */
export function birthDateFromIso(iso: string | null | undefined): BirthDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return NO_BIRTH_DATE;
  const [, year = '', month = '', day = ''] = match;
  return { day, month, year };
}
