import type { EpgEntry } from '@palco/contracts';
import type { EpgRange } from './guide-range';

/** Horizontal scale of the guide: 4 px a minute, so a half-hour programme is 120 px wide. */
export const PX_PER_SECOND = 4 / 60;
/** Height of one channel row, in px. */
export const ROW_HEIGHT = 72;
/** Width of the sticky channel column, in px. */
export const CHANNEL_WIDTH = 168;
/** On a phone the channel column shows the logo alone. */
export const CHANNEL_WIDTH_NARROW = 80;
/** Screens this narrow get the narrow channel column (kept in step with Guide.module.css). */
export const NARROW_GUIDE_QUERY = '(max-width: 599px)';
/** Height of the time ruler above the rows, in px. */
export const RULER_HEIGHT = 36;

export interface Box {
  left: number;
  width: number;
}

type Timed = Pick<EpgEntry, 'start_date' | 'end_date'>;

/** Where a programme sits on the day's track, cut at the day's edges when it crosses midnight. */
export function programmeBox(entry: Timed, day: EpgRange, pxPerSecond = PX_PER_SECOND): Box {
  const start = Math.max(entry.start_date, day.startDate);
  const end = Math.min(entry.end_date, day.endDate);
  return { left: (start - day.startDate) * pxPerSecond, width: Math.max(0, end - start) * pxPerSecond };
}

/** The track's width for a day, in px. */
export function dayWidth(day: EpgRange, pxPerSecond = PX_PER_SECOND): number {
  return (day.endDate - day.startDate) * pxPerSecond;
}

/** Horizontal offset of a moment on the day's track, in px. */
export function offsetOf(seconds: number, day: EpgRange, pxPerSecond = PX_PER_SECOND): number {
  return (seconds - day.startDate) * pxPerSecond;
}

/**
 * The span of the day whose programmes are drawn: what the track shows from `scrollLeft` across
 * `trackWidth` px, widened by `overscan` px either side, and rounded out to whole steps of `overscan` px
 * so that scrolling redraws the rows only when it crosses a step.
 */
export function visibleTime(
  scrollLeft: number,
  trackWidth: number,
  day: EpgRange,
  overscan: number,
  pxPerSecond = PX_PER_SECOND,
): EpgRange {
  const step = Math.max(1, overscan);
  const from = Math.floor((scrollLeft - overscan) / step) * step;
  const to = Math.ceil((scrollLeft + trackWidth + overscan) / step) * step;
  return {
    startDate: Math.max(day.startDate, day.startDate + from / pxPerSecond),
    endDate: Math.min(day.endDate, day.startDate + to / pxPerSecond),
  };
}

/** Whether a programme shows at all in a span: it ends after the span starts and starts before it ends. */
export function intersects(entry: Timed, span: EpgRange): boolean {
  return entry.end_date > span.startDate && entry.start_date < span.endDate;
}

export interface RowWindow {
  /** First row drawn. */
  first: number;
  /** One past the last row drawn. */
  end: number;
}

/** Rows in view of a viewport `height` px tall scrolled down `scrollTop` px, plus `overscan` rows each side. */
export function visibleRows(
  scrollTop: number,
  height: number,
  count: number,
  overscan: number,
  rowHeight = ROW_HEIGHT,
): RowWindow {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { first: Math.min(first, end), end };
}

/** Every full hour of the day, as the ruler marks them: 23, 24 or 25 of them. */
export function hourMarks(day: EpgRange): number[] {
  const marks: number[] = [];
  for (let mark = day.startDate; mark < day.endDate; mark += 3600) marks.push(mark);
  return marks;
}

/** Where to scroll so that `nowSeconds` sits a quarter of the way into the track, never before its start. */
export function scrollLeftFor(nowSeconds: number, day: EpgRange, trackWidth: number): number {
  return Math.max(0, Math.round(offsetOf(nowSeconds, day) - trackWidth / 4));
}
