import { addMonths, addPeriod, lisbonToday, nextPeriodStart, serviceEndDate } from './periods';

describe('plan periods', () => {
  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('adds each period type', () => {
    expect(addPeriod('2026-01-31', 'D')).toBe('2026-02-01');
    expect(addPeriod('2026-12-28', 'W')).toBe('2027-01-04');
    expect(addPeriod('2026-01-31', 'M')).toBe('2026-02-28');
    expect(addPeriod('2026-01-31', 'S')).toBe('2026-07-31');
    expect(addPeriod('2026-04-06', 'Y')).toBe('2027-04-06');
    expect(addPeriod('2026-04-06', 'T')).toBe('2029-04-06');
  });

  it('ends the service the day before start plus the period', () => {
    expect(serviceEndDate('2026-04-06', 'M')).toBe('2026-05-05');
    expect(serviceEndDate('2026-01-31', 'M')).toBe('2026-02-27');
    expect(serviceEndDate('2026-03-01', 'M')).toBe('2026-03-31');
    expect(serviceEndDate('2026-04-06', 'D')).toBe('2026-04-06');
    expect(serviceEndDate('2026-04-06', 'W')).toBe('2026-04-12');
    expect(serviceEndDate('2026-04-06', 'Y')).toBe('2027-04-05');
    expect(serviceEndDate('2026-04-06', 'T')).toBe('2029-04-05');
    expect(serviceEndDate('2026-04-06', 'S')).toBe('2026-10-05');
  });

  it('starts a new period the day after a plan still in force, else today', () => {
    expect(nextPeriodStart('2026-04-06', null)).toBe('2026-04-06');
    expect(nextPeriodStart('2026-04-06', '2026-04-06')).toBe('2026-04-07');
    expect(nextPeriodStart('2026-04-06', '2026-05-05')).toBe('2026-05-06');
    expect(nextPeriodStart('2026-04-06', '2026-04-05')).toBe('2026-04-06');
  });

  it('counts days on the Lisbon calendar', () => {
    // 23:30 UTC in summer is already the next day in Lisbon (UTC+1); in winter it is the same day.
    expect(lisbonToday(Date.UTC(2026, 6, 14, 23, 30))).toBe('2026-07-15');
    expect(lisbonToday(Date.UTC(2026, 0, 14, 23, 30))).toBe('2026-01-14');
  });
});
