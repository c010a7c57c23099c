import type { EpgEntry } from '@palco/contracts';
import type { EpgRange } from './guide-range';

/** Horizontal scale of the guide: 4 px a minute, so a half-hour programme is 120 px wide. */
export const PX_PER_SECOND = 4 / 60;
/** One hour, in seconds. */
const HOUR = 3600;
/** Width of one hour of track, in px. */
export const HOUR_WIDTH = HOUR * PX_PER_SECOND;
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

/** The smallest target a pointer must be able to hit: WCAG 2.2's 2.5.8 (Target Size, Minimum). */
export const MIN_TARGET_PX = 24;

/**
 * A row's boxes, in time order, each at least `min` px wide: a programme of a few minutes, or the sliver
 * of one cut at midnight, is widened and the programmes after it give way by as much (they start that
 * much later, and the next long one absorbs it), so no two overlap and the timeline stays true elsewhere.
 */
export function withMinimumWidths(boxes: readonly Box[], min = MIN_TARGET_PX): Box[] {
  const laidOut: Box[] = [];
  let previousRight = -Infinity;
  for (const box of boxes) {
    const left = Math.max(box.left, previousRight);
    const right = Math.max(box.left + box.width, left + min);
    laidOut.push({ left, width: right - left });
    previousRight = right;
  }
  return laidOut;
}

/** The track's width for a day, in px. */
export function dayWidth(day: EpgRange, pxPerSecond = PX_PER_SECOND): number {
  return (day.endDate - day.startDate) * pxPerSecond;
}

/** Horizontal offset of a moment on the day's track, in px. */
export function offsetOf(seconds: number, day: EpgRange, pxPerSecond = PX_PER_SECOND): number {
  return (seconds - day.startDate) * pxPerSecond;
}

/** Whether a programme shows at all in a span: it ends after the span starts and starts before it ends. */
export function intersects(entry: Timed, span: EpgRange): boolean {
  return entry.end_date > span.startDate && entry.start_date < span.endDate;
}

/** Hours on the day's track, each a mark on the ruler: 23, 24 or 25 of them. */
export function hoursOf(day: EpgRange): number {
  return Math.ceil((day.endDate - day.startDate) / HOUR);
}

/** The part of the day from the start of hour `first` to the end of hour `last`, cut at the day's end. */
export function hourSpan(day: EpgRange, first: number, last: number): EpgRange {
  return {
    startDate: day.startDate + first * HOUR,
    endDate: Math.min(day.endDate, day.startDate + (last + 1) * HOUR),
  };
}

/** Where to scroll so that `nowSeconds` sits a quarter of the way into the track, never before its start. */
export function scrollLeftFor(nowSeconds: number, day: EpgRange, trackWidth: number): number {
  return Math.max(0, Math.round(offsetOf(nowSeconds, day) - trackWidth / 4));
}
