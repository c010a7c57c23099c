import { useEffect, useState } from 'react';

/** Whether the page is scrolled further down than `thresholdPx`. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > thresholdPx);
  useEffect(() => {
    const onScroll = (): void => setScrolled(window.scrollY > thresholdPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [thresholdPx]);
  return scrolled;
}
