/**
 * Where a key moves focus among `count` cards from `current`: arrows by one (stopping at the ends),
 * Home and End to the ends; null for any other key, which the rail leaves to the browser.
 */
export function nextFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(current + 1, last);
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
