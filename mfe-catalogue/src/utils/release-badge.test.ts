import { releaseBadge } from './release-badge';
import { dayAndMonth, weekdayName } from './badge-dates';

/** Seconds since the epoch of an ISO instant, as `release_date` carries it. */
const seconds = (iso: string): number => Date.parse(iso) / 1000;
const ms = (iso: string): number => Date.parse(iso);

describe('releaseBadge (Lisbon days, spec section 4)', () => {
  // Friday 2026-03-13, 10:00 in Lisbon (UTC+0 in winter).
  const friday = ms('2026-03-13T10:00:00Z');

  it('says "tonight" for a release today from 18:00, before or after the hour has come', () => {
    expect(releaseBadge(seconds('2026-03-13T21:30:00Z'), friday)).toEqual({ kind: 'tonight' });
    expect(releaseBadge(seconds('2026-03-13T18:00:00Z'), friday)).toEqual({ kind: 'tonight' });
    expect(releaseBadge(seconds('2026-03-13T19:00:00Z'), ms('2026-03-13T22:00:00Z'))).toEqual({
      kind: 'tonight',
    });
  });

  it('names the weekday for earlier today and for the next six days', () => {
    expect(releaseBadge(seconds('2026-03-13T17:59:00Z'), friday)?.kind).toBe('weekday');
    expect(releaseBadge(seconds('2026-03-14T21:00:00Z'), friday)?.kind).toBe('weekday');
    expect(releaseBadge(seconds('2026-03-19T23:00:00Z'), friday)?.kind).toBe('weekday');
  });

  it('gives the date from a week ahead', () => {
    expect(releaseBadge(seconds('2026-03-20T08:00:00Z'), friday)).toEqual({
      kind: 'date',
      at: ms('2026-03-20T08:00:00Z'),
    });
  });

  it('gives no badge to a title released on an earlier day, or without a date', () => {
    expect(releaseBadge(seconds('2026-03-12T21:00:00Z'), friday)).toBeNull();
    expect(releaseBadge(seconds('1999-03-12T21:00:00Z'), friday)).toBeNull();
    expect(releaseBadge(null, friday)).toBeNull();
  });

  it('counts days at Lisbon midnight, not UTC midnight, in summer time', () => {
    // 2026-07-10 23:30 UTC is already Saturday 00:30 in Lisbon (UTC+1).
    const lateFriday = ms('2026-07-10T22:30:00Z'); // Friday 23:30 in Lisbon
    expect(releaseBadge(seconds('2026-07-10T23:30:00Z'), lateFriday)?.kind).toBe('weekday');
    // 19:30 Lisbon is 18:30 UTC: tonight; 17:30 Lisbon is 16:30 UTC: not yet evening.
    expect(releaseBadge(seconds('2026-07-10T18:30:00Z'), lateFriday)).toEqual({ kind: 'tonight' });
    expect(releaseBadge(seconds('2026-07-10T16:30:00Z'), lateFriday)?.kind).toBe('weekday');
    // A week ahead by Lisbon days, though fewer than 7 × 24 h away.
    expect(releaseBadge(seconds('2026-07-16T23:30:00Z'), lateFriday)?.kind).toBe('date');
  });

  it('keeps whole days across the change to summer time (a 23-hour day)', () => {
    // Saturday 2026-03-28 12:00 Lisbon; clocks go forward on Sunday 29 at 01:00 UTC.
    const saturday = ms('2026-03-28T12:00:00Z');
    expect(releaseBadge(seconds('2026-04-03T22:30:00Z'), saturday)?.kind).toBe('weekday'); // Fri 23:30
    expect(releaseBadge(seconds('2026-04-03T23:30:00Z'), saturday)?.kind).toBe('date'); // Sat 00:30
  });
});

describe('badge dates', () => {
  const christmasEve = ms('2026-12-24T12:00:00Z');

  it('names the weekday in each language, capitalised', () => {
    expect(weekdayName(ms('2026-03-13T10:00:00Z'), 'pt_PT')).toBe('Sexta-feira');
    expect(weekdayName(ms('2026-03-13T10:00:00Z'), 'en')).toBe('Friday');
    expect(weekdayName(ms('2026-03-13T10:00:00Z'), 'fr_FR')).toBe('Vendredi');
  });

  it('gives the day and short month in Lisbon', () => {
    expect(dayAndMonth(christmasEve, 'pt_PT')).toEqual({ day: '24', month: 'dez.' });
    expect(dayAndMonth(christmasEve, 'fr_FR')).toEqual({ day: '24', month: 'déc.' });
    // 23:30 UTC on 31 July is already 1 August in Lisbon.
    expect(dayAndMonth(ms('2026-07-31T23:30:00Z'), 'en')).toEqual({ day: '1', month: 'Aug' });
  });
});
