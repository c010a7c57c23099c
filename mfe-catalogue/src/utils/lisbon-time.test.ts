import { tzOffset } from '@date-fns/tz/tzOffset';
import { SERVICE_TIME_ZONE } from '@palco/contracts';
import { EU_SUMMER_TIME_FROM, lisbonInstant, lisbonMoment, lisbonWallClock } from './lisbon-time';

const utcSeconds = (iso: string): number => Date.parse(iso) / 1000;
const wallClock = (iso: string): string => new Date(lisbonWallClock(utcSeconds(iso)) * 1000).toISOString();

describe("Lisbon's wall clock", () => {
  it('is UTC in winter and UTC+1 in summer', () => {
    expect(wallClock('2026-01-15T12:00:00Z')).toBe('2026-01-15T12:00:00.000Z');
    expect(wallClock('2026-07-15T12:00:00Z')).toBe('2026-07-15T13:00:00.000Z');
  });

  it('moves to summer time at 01:00 UTC on the last Sunday of March, to the second', () => {
    expect(wallClock('2026-03-29T00:59:59Z')).toBe('2026-03-29T00:59:59.000Z');
    expect(wallClock('2026-03-29T01:00:00Z')).toBe('2026-03-29T02:00:00.000Z');
  });

  it('goes back at 01:00 UTC on the last Sunday of October, even after asking about the hour before', () => {
    expect(wallClock('2026-10-25T00:30:00Z')).toBe('2026-10-25T01:30:00.000Z');
    expect(wallClock('2026-10-25T01:00:00Z')).toBe('2026-10-25T01:00:00.000Z');
    expect(wallClock('2026-10-25T00:59:59Z')).toBe('2026-10-25T01:59:59.000Z');
  });

  it('gives the calendar day and hour of an instant', () => {
    // 23:30 UTC on 14 July is 00:30 on the 15th in Lisbon.
    const moment = lisbonMoment(Date.parse('2026-07-14T23:30:00Z'));
    expect(moment.hour).toBe(0);
    expect(moment.dayNumber).toBe(Date.parse('2026-07-15T00:00:00Z') / 86_400_000);
  });

  it('gives the instant of a Lisbon wall time, on the days summer time starts and ends too', () => {
    const day = (iso: string): number => Date.parse(iso) / 86_400_000;
    const instant = (dayIso: string, hour: number): string =>
      new Date(lisbonInstant(day(dayIso), hour)).toISOString();
    expect(instant('2026-01-15T00:00:00Z', 0)).toBe('2026-01-15T00:00:00.000Z');
    expect(instant('2026-07-15T00:00:00Z', 0)).toBe('2026-07-14T23:00:00.000Z');
    expect(instant('2026-03-29T00:00:00Z', 0)).toBe('2026-03-29T00:00:00.000Z');
    expect(instant('2026-03-29T00:00:00Z', 18)).toBe('2026-03-29T17:00:00.000Z');
    expect(instant('2026-10-25T00:00:00Z', 0)).toBe('2026-10-24T23:00:00.000Z');
    expect(instant('2026-10-25T00:00:00Z', 18)).toBe('2026-10-25T18:00:00.000Z');
  });
});

describe("Lisbon's offset, worked out from the date since 1996", () => {
  // The zone database's answer, as the browser gives it, for the same moment.
  const fromZoneDatabase = (seconds: number): number => tzOffset(SERVICE_TIME_ZONE, new Date(seconds * 1000));
  const offsetOf = (seconds: number): number => (lisbonWallClock(seconds) - seconds) / 60;

  it('agrees with the zone database an hour and a second either side of every change from 1996 to 2060', () => {
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1) / 1000;
        for (const seconds of [change - 3600, change - 1, change, change + 3599]) {
          expect([year, month, seconds, offsetOf(seconds)]).toEqual([
            year,
            month,
            seconds,
            fromZoneDatabase(seconds),
          ]);
        }
      }
    }
  });

  it('agrees with the zone database on every day of 2025 to 2028, at noon and just after midnight', () => {
    for (
      let seconds = Date.UTC(2025, 0, 1) / 1000;
      seconds < Date.UTC(2029, 0, 1) / 1000;
      seconds += 86_400
    ) {
      expect(offsetOf(seconds + 60)).toBe(fromZoneDatabase(seconds + 60));
      expect(offsetOf(seconds + 43_200)).toBe(fromZoneDatabase(seconds + 43_200));
    }
  });

  it('reads earlier moments from the zone database: Portugal kept Central European Time until 1996', () => {
    expect(offsetOf(Date.UTC(1994, 0, 15, 12) / 1000)).toBe(60);
    expect(offsetOf(Date.UTC(1994, 6, 15, 12) / 1000)).toBe(120);
    expect(offsetOf(EU_SUMMER_TIME_FROM - 1)).toBe(fromZoneDatabase(EU_SUMMER_TIME_FROM - 1));
  });
});
