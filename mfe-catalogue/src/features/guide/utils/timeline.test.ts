import { at, makeEpgEntry } from '../../../testing/epg-fixtures';
import { dayRange } from './guide-range';
import {
  dayWidth,
  hoursOf,
  hourSpan,
  intersects,
  offsetOf,
  programmeBox,
  scrollLeftFor,
  withMinimumWidths,
} from './timeline';

const DAY = dayRange('2026-03-14');
const HOUR = 3600;

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
    expect(hoursOf(DAY)).toBe(24);
    expect(hoursOf(dayRange('2026-03-29'))).toBe(23);
    expect(hoursOf(dayRange('2026-10-25'))).toBe(25);
  });
});

describe('hourSpan', () => {
  it('runs from the start of the first hour drawn to the end of the last', () => {
    expect(hourSpan(DAY, 8, 15)).toEqual({
      startDate: DAY.startDate + 8 * HOUR,
      endDate: DAY.startDate + 16 * HOUR,
    });
    expect(hourSpan(DAY, 0, 0)).toEqual({ startDate: DAY.startDate, endDate: DAY.startDate + HOUR });
  });

  it("stops at the day's end, and is empty when no hour is drawn", () => {
    expect(hourSpan(dayRange('2026-03-29'), 20, 24).endDate).toBe(dayRange('2026-03-29').endDate);
    const none = hourSpan(DAY, 0, -1);
    expect(none.endDate).toBe(none.startDate);
  });

  it('tells which programmes show in a span, a touching edge not counting', () => {
    const span = { startDate: 100, endDate: 200 };
    expect(intersects({ start_date: 50, end_date: 150 }, span)).toBe(true);
    expect(intersects({ start_date: 150, end_date: 250 }, span)).toBe(true);
    expect(intersects({ start_date: 50, end_date: 100 }, span)).toBe(false);
    expect(intersects({ start_date: 200, end_date: 250 }, span)).toBe(false);
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

describe('programme targets of at least 24 px', () => {
  it('widens a short programme and lets the next give way, with no overlap', () => {
    const boxes = withMinimumWidths([
      { left: 0, width: 8 },
      { left: 8, width: 120 },
      { left: 128, width: 240 },
    ]);
    expect(boxes).toEqual([
      { left: 0, width: 24 },
      { left: 24, width: 104 },
      { left: 128, width: 240 },
    ]);
  });

  it('leaves programmes of 24 px and more where the timeline puts them', () => {
    const boxes = [
      { left: 0, width: 24 },
      { left: 24, width: 96 },
    ];
    expect(withMinimumWidths(boxes)).toEqual(boxes);
  });

  it('keeps a run of short programmes apart', () => {
    const boxes = withMinimumWidths([
      { left: 0, width: 4 },
      { left: 4, width: 4 },
      { left: 8, width: 200 },
    ]);
    expect(boxes.map(({ left, width }) => [left, left + width])).toEqual([
      [0, 24],
      [24, 48],
      [48, 208],
    ]);
  });
});
