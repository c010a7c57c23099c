import { lisbonInstant, lisbonMoment, lisbonWallClock } from './lisbon-time';

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
