import { useState } from 'react';
import { type EpgRange, isRangeStale, nowAndNextRange } from '../utils/guide-range';

/** The range to ask the guide for: set when the page opens, renewed once it goes stale. */
export function useNowAndNextRange(nowSeconds: number): EpgRange {
  const [range, setRange] = useState(() => nowAndNextRange(nowSeconds));
  // Renewed while rendering, React's pattern for state that follows a changing input, so no render
  // ever asks for the stale range.
  if (isRangeStale(range, nowSeconds)) {
    const renewed = nowAndNextRange(nowSeconds);
    setRange(renewed);
    return renewed;
  }
  return range;
}
