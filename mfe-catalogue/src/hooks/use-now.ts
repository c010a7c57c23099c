import { useEffect, useState } from 'react';
import { useClock } from './use-clock';

/** The clock's time, read again every `everyMs` so what depends on it (a progress bar) moves on. */
export function useNow(everyMs: number): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
