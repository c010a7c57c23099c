import type { Guide } from '@palco/contracts';
import { addDays, lisbonDate, lisbonMidnight } from '../seed/lisbon-time';
import { programmesForDay, type GuideChannel } from './programmes';

export interface GuideWindow {
  start: number;
  end: number;
}

/** From midnight `pastDays` ago to the end of the day `futureDays` ahead, Lisbon time (spec section 9). */
export function guideWindow(nowSeconds: number, pastDays: number, futureDays: number): GuideWindow {
  const today = lisbonDate(nowSeconds);
  return {
    start: lisbonMidnight(addDays(today, -pastDays)),
    end: lisbonMidnight(addDays(today, futureDays + 1)),
  };
}

/** Programmes overlapping [start, end), clipped to the window, grouped by channel and Lisbon day. */
export function buildGuide(
  channels: readonly GuideChannel[],
  range: GuideWindow,
  window: GuideWindow,
  nowSeconds: number,
): Guide {
  const start = Math.max(range.start, window.start);
  const end = Math.min(range.end, window.end);
  const days: string[] = [];
  if (start < end) {
    for (let day = lisbonDate(start); day <= lisbonDate(end - 1); day = addDays(day, 1)) days.push(day);
  }
  return {
    channels: channels.map((channel) => ({
      id: channel.id,
      dates: days.flatMap((date) => {
        const epgs = programmesForDay(channel, date)
          .filter((p) => p.start_date < end && p.end_date > start)
          .map((p) => ({ ...p, live: p.start_date <= nowSeconds && nowSeconds < p.end_date }));
        return epgs.length > 0 ? [{ date, epgs }] : [];
      }),
    })),
  };
}
