import { LruCache } from '../http/lru';
import { programmesForDay, type GuideChannel } from './programmes';

/**
 * One channel's programmes of one Lisbon day, ready to be written into guide answers: their times, to
 * pick those of a range, and each one's JSON. Only `live` depends on the clock, so each JSON stops before
 * it and the answer adds it.
 */
export interface DaySlice {
  readonly date: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  /** Each programme as JSON without its closing brace, e.g. `{"id":"ch-07_20260105_3",…,"item_id":null`. */
  readonly heads: readonly string[];
}

export function prepareSlice(channel: GuideChannel, date: string): DaySlice {
  const programmes = programmesForDay(channel, date);
  return {
    date,
    starts: programmes.map((p) => p.start_date),
    ends: programmes.map((p) => p.end_date),
    heads: programmes.map((p) => JSON.stringify(p).slice(0, -1)),
  };
}

/**
 * Day slices as they are asked for, the most recently used kept. A slice is about 10 kB (20 programmes
 * of 500 bytes), so 4,096 of them hold two guide days of 2,000 channels in some 40 MB.
 */
export const MAX_CACHED_SLICES = 4096;

/**
 * Programmes follow from the channel (its id, logo and whether it records) and the date alone, so a slice
 * made once serves every later answer of that channel and day.
 */
export class DaySlices {
  private readonly cache = new LruCache<string, DaySlice>(MAX_CACHED_SLICES);

  get(channel: GuideChannel, date: string): DaySlice {
    const key = `${channel.id}\n${date}\n${channel.dvr ? 1 : 0}\n${channel.logo}`;
    let slice = this.cache.get(key);
    if (!slice) {
      slice = prepareSlice(channel, date);
      this.cache.set(key, slice);
    }
    return slice;
  }
}
