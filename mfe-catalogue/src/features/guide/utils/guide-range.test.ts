import { isRangeStale, nowAndNextRange, toSeconds } from './guide-range';

const NOW = 1_773_520_200; // 2026-03-14T20:30:00Z

describe('nowAndNextRange', () => {
  it('runs from an hour before now to four hours after, in seconds', () => {
    expect(nowAndNextRange(NOW)).toEqual({ startDate: NOW - 3600, endDate: NOW + 4 * 3600 });
  });

  it('takes whole seconds from a clock in milliseconds', () => {
    expect(toSeconds(NOW * 1000 + 999)).toBe(NOW);
  });
});

describe('isRangeStale', () => {
  it('keeps a range for an hour after it was set, then renews it', () => {
    const range = nowAndNextRange(NOW);
    expect(isRangeStale(range, NOW)).toBe(false);
    expect(isRangeStale(range, NOW + 3599)).toBe(false);
    expect(isRangeStale(range, NOW + 3600)).toBe(true);
  });
});
