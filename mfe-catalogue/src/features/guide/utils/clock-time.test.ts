import { formatClockTime } from './clock-time';

const EVENING = Date.parse('2026-03-14T20:05:00Z') / 1000;
const SUMMER_MORNING = Date.parse('2026-07-01T08:30:00Z') / 1000;

describe('formatClockTime', () => {
  it('writes hours and minutes on a 24-hour clock in every language', () => {
    expect(formatClockTime(EVENING, 'pt_PT', 'UTC')).toBe('20:05');
    expect(formatClockTime(EVENING, 'en', 'UTC')).toBe('20:05');
    expect(formatClockTime(EVENING, 'fr_FR', 'UTC')).toBe('20:05');
  });

  it("shows the time in the viewer's zone", () => {
    expect(formatClockTime(SUMMER_MORNING, 'pt_PT', 'Europe/Lisbon')).toBe('09:30');
    expect(formatClockTime(SUMMER_MORNING, 'fr_FR', 'Europe/Paris')).toBe('10:30');
    expect(formatClockTime(SUMMER_MORNING, 'en', 'Atlantic/Azores')).toBe('08:30');
  });
});

describe('formatClockTime, formatter reuse', () => {
  it('builds one formatter per language and zone, however many times it writes', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    for (let minute = 0; minute < 50; minute += 1) formatClockTime(EVENING + minute * 60, 'en', 'Asia/Tokyo');
    expect(built).toHaveBeenCalledTimes(1);
    expect(formatClockTime(EVENING, 'en', 'Asia/Tokyo')).toBe('05:05');
    formatClockTime(EVENING, 'fr_FR', 'Asia/Tokyo');
    expect(built).toHaveBeenCalledTimes(2);
    built.mockRestore();
  });
});
