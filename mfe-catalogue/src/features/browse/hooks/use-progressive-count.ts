import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more per React transition until all
 * are there. A transition's render yields to the browser every few milliseconds, so a long list (a home
 * screen's rails) fills in after the first screen has painted without one long task blocking input.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount((shown) => Math.min(total, shown + step)));
  }, [count, total, step]);
  return Math.min(count, total);
}
