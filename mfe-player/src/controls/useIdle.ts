import { useCallback, useEffect, useRef, useState } from 'react';

/** Controls fade after this long without pointer or keyboard activity while the video plays. */
export const CONTROLS_IDLE_MS = 3000;

/**
 * True once nothing happened for `CONTROLS_IDLE_MS` while `enabled`; `wake` reports activity. Never
 * idle while disabled (paused), so the controls stay on screen.
 */
export function useIdle(enabled: boolean): { idle: boolean; wake: () => void } {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Becoming enabled (playing again) counts as activity: the controls stay a while before fading.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    setIdle(false);
  }

  const countDown = useCallback((): void => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = enabled ? setTimeout(() => setIdle(true), CONTROLS_IDLE_MS) : null;
  }, [enabled]);

  const wake = useCallback((): void => {
    setIdle(false);
    countDown();
  }, [countDown]);

  useEffect(() => {
    countDown();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [countDown]);

  return { idle: enabled && idle, wake };
}
