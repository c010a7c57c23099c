const HOUR = 3600;

/** How far back and ahead "Agora na TV" asks for: enough for a long film on air and what follows it. */
export const NOW_AND_NEXT_PAST_SECONDS = 1 * HOUR;
export const NOW_AND_NEXT_FUTURE_SECONDS = 4 * HOUR;

/** A span of the guide in seconds since the epoch, as `GET /v1/content/epg` takes it (spec section 7). */
export interface EpgRange {
  startDate: number;
  endDate: number;
}

export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/** [now − 1 h, now + 4 h]. */
export function nowAndNextRange(nowSeconds: number): EpgRange {
  return {
    startDate: nowSeconds - NOW_AND_NEXT_PAST_SECONDS,
    endDate: nowSeconds + NOW_AND_NEXT_FUTURE_SECONDS,
  };
}

/**
 * A page left open keeps its range for an hour: the guide is asked again once an hour rather than on
 * every tick, and the range still reaches three hours ahead when it is renewed.
 */
export function isRangeStale(range: EpgRange, nowSeconds: number): boolean {
  return nowSeconds - range.startDate >= NOW_AND_NEXT_PAST_SECONDS + HOUR;
}
