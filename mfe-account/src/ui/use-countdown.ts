import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  start: (seconds: number) => void;
  stop: () => void;
}

/** A countdown in whole seconds (a resend cooldown, the wait before going home); `onEnd` runs when it reaches 0. */
export function useCountdown(onEnd?: () => void): Countdown {
  const [remaining, setRemaining] = useState(0);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const ended = useRef(onEnd);

  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = (): void => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left > 0) return;
      // Once only, whenever React gets round to the state change.
      clearInterval(timer);
      setEndsAt(null);
      ended.current?.();
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);
  const stop = useCallback(() => {
    setRemaining(0);
    setEndsAt(null);
  }, []);
  return { remaining, start, stop };
}
