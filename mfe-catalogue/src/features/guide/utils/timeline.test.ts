import { at, makeEpgEntry } from '../../../testing/epg-fixtures';
import { dayRange } from './guide-range';
import {
  dayWidth,
  hourMarks,
  intersects,
  offsetOf,
  programmeBox,
  scrollLeftFor,
  visibleRows,
  visibleTime,
} from './timeline';

const DAY = dayRange('2026-03-14');
const PPS = 4 / 60;

describe('programmeBox', () => {
  it('places a programme by its start and sizes it by its length, 4 px a minute', () => {
    const news = makeEpgEntry({
      start_date: at('2026-03-14T20:00:00Z'),
      end_date: at('2026-03-14T21:00:00Z'),
    });
    expect(programmeBox(news, DAY)).toEqual({ left: 20 * 60 * 4, width: 240 });
  });

  it("cuts a programme crossing midnight at the day's edges", () => {
    const lateFilm = makeEpgEntry({
      start_date: at('2026-03-14T23:00:00Z'),
      end_date: at('2026-03-15T01:00:00Z'),
    });
    const earlyFilm = makeEpgEntry({
      start_date: at('2026-03-13T23:30:00Z'),
      end_date: at('2026-03-14T00:30:00Z'),
    });
    expect(programmeBox(lateFilm, DAY)).toEqual({ left: 23 * 240, width: 240 });
    expect(programmeBox(earlyFilm, DAY)).toEqual({ left: 0, width: 120 });
  });

  it('spans 23 hours of track on the day clocks go forward', () => {
    expect(dayWidth(DAY)).toBe(24 * 240);
    expect(dayWidth(dayRange('2026-03-29'))).toBe(23 * 240);
    expect(hourMarks(dayRange('2026-03-29'))).toHaveLength(23);
    expect(hourMarks(dayRange('2026-10-25'))).toHaveLength(25);
  });
});

describe('visibleTime', () => {
  it('covers the track in view and the overscan either side, in whole steps', () => {
    // Scrolled to 10:00 with 960 px (4 hours) of track in view and 240 px (1 hour) of overscan.
    const span = visibleTime(10 * 240, 960, DAY, 240, PPS);
    expect(span).toEqual({ startDate: DAY.startDate + 9 * 3600, endDate: DAY.startDate + 15 * 3600 });
    expect(visibleTime(10 * 240 + 100, 960, DAY, 240, PPS)).toEqual({
      startDate: DAY.startDate + 9 * 3600,
      endDate: DAY.startDate + 16 * 3600,
    });
  });

  it("stays within the day's edges", () => {
    expect(visibleTime(0, 960, DAY, 240, PPS).startDate).toBe(DAY.startDate);
    expect(visibleTime(dayWidth(DAY), 960, DAY, 240, PPS).endDate).toBe(DAY.endDate);
  });

  it('tells which programmes show in a span, a touching edge not counting', () => {
    const span = { startDate: 100, endDate: 200 };
    expect(intersects({ start_date: 50, end_date: 150 }, span)).toBe(true);
    expect(intersects({ start_date: 150, end_date: 250 }, span)).toBe(true);
    expect(intersects({ start_date: 50, end_date: 100 }, span)).toBe(false);
    expect(intersects({ start_date: 200, end_date: 250 }, span)).toBe(false);
  });
});

describe('visibleRows', () => {
  it('draws the rows in view and a few either side', () => {
    expect(visibleRows(0, 720, 500, 3, 72)).toEqual({ first: 0, end: 13 });
    expect(visibleRows(72 * 100 + 10, 720, 500, 3, 72)).toEqual({ first: 97, end: 114 });
  });

  it('stops at the last channel and draws nothing for no channels', () => {
    expect(visibleRows(72 * 495, 720, 500, 3, 72)).toEqual({ first: 492, end: 500 });
    expect(visibleRows(0, 720, 0, 3, 72)).toEqual({ first: 0, end: 0 });
  });
});

describe('scrollLeftFor', () => {
  it('brings now a quarter of the way into view, not past the start of the day', () => {
    const now = at('2026-03-14T20:30:00Z');
    expect(offsetOf(now, DAY)).toBe(20.5 * 240);
    expect(scrollLeftFor(now, DAY, 800)).toBe(20.5 * 240 - 200);
    expect(scrollLeftFor(at('2026-03-14T00:10:00Z'), DAY, 800)).toBe(0);
  });
});
