import { SERVICE_TIME_ZONE, supportedLocales } from '@palco/contracts';
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

describe("formatClockTime in Lisbon's time, worked out without a formatter", () => {
  it.each(supportedLocales)(
    'writes what Intl writes in %s, every 37 minutes of 2026 and across both changes',
    (locale) => {
      const intl = new Intl.DateTimeFormat(locale.replace('_', '-'), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: SERVICE_TIME_ZONE,
      });
      const built = jest.spyOn(Intl, 'DateTimeFormat');
      for (
        let seconds = Date.UTC(2026, 0, 1) / 1000;
        seconds < Date.UTC(2027, 0, 1) / 1000;
        seconds += 37 * 60
      ) {
        expect(formatClockTime(seconds, locale, SERVICE_TIME_ZONE)).toBe(intl.format(seconds * 1000));
      }
      expect(formatClockTime(Date.parse('2026-03-29T01:00:00Z') / 1000, locale, SERVICE_TIME_ZONE)).toBe(
        '02:00',
      );
      expect(formatClockTime(Date.parse('2026-10-25T01:00:00Z') / 1000, locale, SERVICE_TIME_ZONE)).toBe(
        '01:00',
      );
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
    },
  );
});
