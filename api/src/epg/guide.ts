import { addDays, lisbonDate, lisbonMidnight } from '../seed/lisbon-time';
import type { DaySlices } from './day-slices';
import type { GuideChannel } from './programmes';

export interface GuideWindow {
  start: number;
  end: number;
}

/** How far back and ahead the guide reaches, in Lisbon days (settings `epg_past_days`, `epg_future_days`). */
export interface GuideDays {
  past: number;
  future: number;
}

/** From midnight `pastDays` ago to the end of the day `futureDays` ahead, Lisbon time (spec section 9). */
export function guideWindow(nowSeconds: number, pastDays: number, futureDays: number): GuideWindow {
  const today = lisbonDate(nowSeconds);
  return {
    start: lisbonMidnight(addDays(today, -pastDays)),
    end: lisbonMidnight(addDays(today, futureDays + 1)),
  };
}

/** The part of `range` inside `window`, or null when there is none. */
function clip(range: GuideWindow, window: GuideWindow): GuideWindow | null {
  const start = Math.max(range.start, window.start);
  const end = Math.min(range.end, window.end);
  return start < end ? { start, end } : null;
}

const sameClip = (a: GuideWindow | null, b: GuideWindow | null): boolean =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);

/**
 * When the window's move at midnight changes what `range` shows: the next midnight if it does, else the
 * one after (no answer is kept that long anyway).
 */
function windowChangesAt(range: GuideWindow, days: GuideDays, nowSeconds: number): number {
  const clipNow = clip(range, guideWindow(nowSeconds, days.past, days.future));
  const nextMidnight = lisbonMidnight(addDays(lisbonDate(nowSeconds), 1));
  const clipThen = clip(range, guideWindow(nextMidnight, days.past, days.future));
  return sameClip(clipNow, clipThen) ? lisbonMidnight(addDays(lisbonDate(nowSeconds), 2)) : nextMidnight;
}

/** Paging of the line-up, for a call that names no channels. */
export interface GuidePaging {
  page: number;
  has_more: boolean;
}

export interface WrittenGuide {
  /** The answer, in the shape of contracts' `Guide`. */
  json: string;
  /** From this moment (epoch seconds) the same call answers differently: a programme starts or ends, or the window moves. */
  changesAt: number;
  /** Whether nothing in it is live or still to come: a guide of the past, changed only by the window. */
  settled: boolean;
}

/**
 * Work done in one turn of the event loop while writing an answer. Under load Node takes in about one new
 * connection per turn (strace shows one accept per wake-up), so the turns are kept short: with 4 ms turns,
 * a burst of 200 guide calls left /api/health waiting most of a second just to be accepted.
 */
const WORK_SLICE_MS = 0.5;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The guide of `channels` over `range`: programmes overlapping it, within the window, grouped by channel
 * and Lisbon day (days without any left out), each marked live or not at `nowSeconds`. Written as JSON
 * straight from the day slices, giving the event loop a turn every few milliseconds.
 */
export async function writeGuide(
  slices: DaySlices,
  channels: readonly GuideChannel[],
  range: GuideWindow,
  days: GuideDays,
  nowSeconds: number,
  paging?: GuidePaging,
): Promise<WrittenGuide> {
  const shown = clip(range, guideWindow(nowSeconds, days.past, days.future));
  const dates: string[] = [];
  if (shown) {
    for (let day = lisbonDate(shown.start); day <= lisbonDate(shown.end - 1); day = addDays(day, 1))
      dates.push(day);
  }
  let liveChangesAt = Infinity;
  const parts: string[] = ['{"channels":['];
  let since = performance.now();
  for (const [index, channel] of channels.entries()) {
    if (performance.now() - since > WORK_SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
    parts.push(index === 0 ? '{"id":' : ',{"id":', JSON.stringify(channel.id), ',"dates":[');
    let firstDate = true;
    for (const date of dates) {
      if (!shown) break;
      const slice = slices.get(channel, date);
      let firstEntry = true;
      for (let i = 0; i < slice.heads.length; i += 1) {
        const start = slice.starts[i] ?? 0;
        const end = slice.ends[i] ?? 0;
        if (start >= shown.end || end <= shown.start) continue;
        if (firstEntry) {
          parts.push(firstDate ? '{"date":"' : ',{"date":"', date, '","epgs":[');
          firstDate = false;
        }
        const live = start <= nowSeconds && nowSeconds < end;
        parts.push(firstEntry ? '' : ',', slice.heads[i] ?? '{', live ? ',"live":true}' : ',"live":false}');
        firstEntry = false;
        const change = start > nowSeconds ? start : end > nowSeconds ? end : Infinity;
        if (change < liveChangesAt) liveChangesAt = change;
      }
      if (!firstEntry) parts.push(']}');
    }
    parts.push(']}');
  }
  parts.push(']');
  if (paging) parts.push(',"page":', String(paging.page), ',"has_more":', String(paging.has_more));
  parts.push('}');
  return {
    json: parts.join(''),
    changesAt: Math.min(liveChangesAt, windowChangesAt(range, days, nowSeconds)),
    settled: liveChangesAt === Infinity,
  };
}
