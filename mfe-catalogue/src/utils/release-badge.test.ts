import { releaseBadge, releaseDays } from './release-badge';
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

describe('releaseDays (the boundaries of one Lisbon day, kept while now stays in it)', () => {
  it('keeps the day for every card asked about within it, and moves on at Lisbon midnight', () => {
    // Summer time: Saturday 11 July 2026 starts in Lisbon at 23:00 UTC on Friday.
    const friday = releaseDays(ms('2026-07-10T08:00:00Z'));
    expect(friday).toEqual({
      today: ms('2026-07-09T23:00:00Z'),
      tonight: ms('2026-07-10T17:00:00Z'),
      tomorrow: ms('2026-07-10T23:00:00Z'),
      weekAhead: ms('2026-07-16T23:00:00Z'),
    });
    expect(releaseDays(ms('2026-07-10T22:59:59Z'))).toBe(friday);
    expect(releaseDays(ms('2026-07-10T23:00:00Z')).today).toBe(ms('2026-07-10T23:00:00Z'));

    // A release at 21:00 on Friday (Lisbon): tonight until midnight, then an earlier day's.
    const release = seconds('2026-07-10T20:00:00Z');
    expect(releaseBadge(release, ms('2026-07-10T22:59:59Z'))).toEqual({ kind: 'tonight' });
    expect(releaseBadge(release, ms('2026-07-10T23:00:01Z'))).toBeNull();
    // A clock set back finds the earlier day again rather than keeping the later one.
    expect(releaseBadge(release, ms('2026-07-10T12:00:00Z'))).toEqual({ kind: 'tonight' });
  });

  it('gives the 23-hour day summer time starts on its own boundaries, before and after the change', () => {
    // Sunday 29 March 2026: clocks go forward at 01:00 UTC.
    const early = releaseDays(ms('2026-03-29T00:30:00Z'));
    expect(early).toEqual({
      today: ms('2026-03-29T00:00:00Z'),
      tonight: ms('2026-03-29T17:00:00Z'),
      tomorrow: ms('2026-03-29T23:00:00Z'),
      weekAhead: ms('2026-04-04T23:00:00Z'),
    });
    expect(releaseDays(ms('2026-03-29T22:59:00Z'))).toBe(early);
    // 17:30 UTC is 18:30 in Lisbon: tonight; 16:30 UTC is 17:30: not yet.
    expect(releaseBadge(seconds('2026-03-29T17:30:00Z'), ms('2026-03-29T00:30:00Z'))).toEqual({
      kind: 'tonight',
    });
    expect(releaseBadge(seconds('2026-03-29T16:30:00Z'), ms('2026-03-29T22:00:00Z'))?.kind).toBe('weekday');
  });

  it('gives the 25-hour day summer time ends on its own boundaries', () => {
    // Sunday 25 October 2026: clocks go back at 01:00 UTC; the day started at 23:00 UTC on Saturday.
    const sunday = releaseDays(ms('2026-10-25T00:30:00Z'));
    expect(sunday).toEqual({
      today: ms('2026-10-24T23:00:00Z'),
      tonight: ms('2026-10-25T18:00:00Z'),
      tomorrow: ms('2026-10-26T00:00:00Z'),
      weekAhead: ms('2026-11-01T00:00:00Z'),
    });
    expect(releaseDays(ms('2026-10-25T23:59:59Z'))).toBe(sunday);
    // 23:30 UTC on Saturday is already Sunday 00:30 in Lisbon: today, before the evening.
    expect(releaseBadge(seconds('2026-10-24T23:30:00Z'), ms('2026-10-25T12:00:00Z'))?.kind).toBe('weekday');
    expect(releaseBadge(seconds('2026-10-24T22:30:00Z'), ms('2026-10-25T12:00:00Z'))).toBeNull();
    expect(releaseBadge(seconds('2026-10-25T18:30:00Z'), ms('2026-10-25T12:00:00Z'))).toEqual({
      kind: 'tonight',
    });
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

  it('formats an instant once per language and part, however many cards ask', () => {
    // `format` is a getter on the prototype: each formatting reads it once.
    const prototype: { format: unknown } = Intl.DateTimeFormat.prototype;
    const formats = jest.spyOn(prototype, 'format', 'get');
    try {
      const at = ms('2026-05-08T19:00:00Z');
      expect(weekdayName(at, 'pt_PT')).toBe('Sexta-feira');
      expect(weekdayName(at, 'pt_PT')).toBe('Sexta-feira');
      expect(formats).toHaveBeenCalledTimes(1);
      expect(weekdayName(at, 'en')).toBe('Friday');
      expect(dayAndMonth(at, 'en')).toEqual({ day: '8', month: 'May' });
      expect(dayAndMonth(at, 'en')).toEqual({ day: '8', month: 'May' });
      expect(formats).toHaveBeenCalledTimes(4);
    } finally {
      formats.mockRestore();
    }
  });
});
