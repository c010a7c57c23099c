import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { LARGEST_PLAYED_STEP_SECONDS } from '../limits/allowance-meter';
import {
  episodesInARow,
  INPUT_EVENTS,
  isBreakDue,
  LIVE_BREAK_COUNTDOWN_SECONDS,
  VOD_BREAK_COUNTDOWN_SECONDS,
} from './break-policy';

export interface StillWatching {
  /** The question is on screen, with the seconds left before playback pauses (0: it has paused). */
  asking: boolean;
  secondsLeft: number;
  /** The viewer is there: playback goes on (or again), and the count starts over. */
  confirm: () => void;
}

/**
 * "Are you still watching?" (spec section 4): on VOD when this episode is past `vodLimit` episodes that
 * started one after another with no input, on live after `liveLimit` seconds played with no input; a
 * countdown (15 s on VOD, 10 s on live) then pauses playback, so nobody streams to an empty room. Any key,
 * click, touch or scroll starts the count again.
 */
export function useStillWatching(
  engine: PlayerEngine | null,
  {
    live,
    vodLimit,
    liveLimit,
    startedByItself,
  }: {
    live: boolean;
    vodLimit: number;
    liveLimit: number;
    startedByItself: boolean;
  },
): StillWatching {
  const countdown = live ? LIVE_BREAK_COUNTDOWN_SECONDS : VOD_BREAK_COUNTDOWN_SECONDS;
  const [asking, setAsking] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(countdown);
  const liveSeconds = useRef(0);

  // An episode starts: counted (once per playback), and asked about when past the limit.
  useEffect(() => {
    if (!engine || live) return undefined;
    const count = episodesInARow.started(startedByItself);
    if (!isBreakDue(vodLimit, count)) return undefined;
    const ask = window.setTimeout(() => setAsking(true), 0);
    return () => window.clearTimeout(ask);
  }, [engine, live, startedByItself, vodLimit]);

  // Live: the seconds played since the viewer last did anything.
  useEffect(() => {
    if (!engine || !live || liveLimit <= 0) return undefined;
    let last: number | null = null;
    return engine.on('timeupdate', ({ currentTime }) => {
      const step = last === null ? 0 : currentTime - last;
      last = currentTime;
      if (engine.paused || step <= 0 || step > LARGEST_PLAYED_STEP_SECONDS) return;
      liveSeconds.current += step;
      if (isBreakDue(liveLimit, liveSeconds.current)) setAsking(true);
    });
  }, [engine, live, liveLimit]);

  // Any input: the viewer is there. While the question is up, only its own button answers it.
  useEffect(() => {
    const onInput = (): void => {
      liveSeconds.current = 0;
      if (!live) episodesInARow.reset();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
    };
  }, [live]);

  // The countdown, then the pause.
  useEffect(() => {
    if (!asking) return undefined;
    const timer = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [asking]);
  useEffect(() => {
    if (asking && secondsLeft === 0) engine?.pause();
  }, [asking, secondsLeft, engine]);

  const confirm = useCallback(() => {
    liveSeconds.current = 0;
    if (!live) episodesInARow.reset();
    setAsking(false);
    setSecondsLeft(countdown);
    if (engine?.paused)
      engine.play().catch((error: unknown) => console.warn('[mfe-player] play failed', error));
  }, [countdown, engine, live]);

  return { asking, secondsLeft, confirm };
}
