import { GUIDE_MAX_RANGE_SECONDS } from '@palco/contracts';
import { addDays, dayRange, daysBetween, lisbonDate, lisbonMidnight, toSeconds } from './guide-range';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('Lisbon days', () => {
  it('start at midnight Lisbon time, which is 23:00 UTC in summer', () => {
    expect(lisbonMidnight('2026-01-15')).toBe(at('2026-01-15T00:00:00Z'));
    expect(lisbonMidnight('2026-07-15')).toBe(at('2026-07-14T23:00:00Z'));
  });

  it('put a moment on the Lisbon date, not the UTC one', () => {
    expect(lisbonDate(at('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(lisbonDate(at('2026-07-14T22:59:59Z'))).toBe('2026-07-14');
    expect(lisbonDate(at('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
  });

  it('last 24 hours, 23 on the day clocks go forward and 25 on the day they go back', () => {
    const length = (date: string): number => {
      const range = dayRange(date);
      return (range.endDate - range.startDate) / 3600;
    };
    expect(length('2026-05-12')).toBe(24);
    expect(length('2026-03-29')).toBe(23);
    expect(length('2026-10-25')).toBe(25);
    expect(dayRange('2026-03-29')).toEqual({
      startDate: at('2026-03-29T00:00:00Z'),
      endDate: at('2026-03-29T23:00:00Z'),
    });
  });

  it('are never longer than the range one guide call takes, the longest day included', () => {
    for (const date of ['2026-05-12', '2026-03-29', '2026-10-25']) {
      const range = dayRange(date);
      expect(range.endDate - range.startDate).toBeLessThanOrEqual(GUIDE_MAX_RANGE_SECONDS);
    }
  });

  it('count across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-14', '2026-02-12')).toBe(-30);
    expect(daysBetween('2026-03-14', '2026-03-21')).toBe(7);
  });

  it('take whole seconds from a clock in milliseconds', () => {
    expect(toSeconds(1_773_520_200_999)).toBe(1_773_520_200);
  });
});
