import { useEffect, useState } from 'react';
import { endpoints, type PlaybackAllowance, viewingErrorCodes } from '@palco/contracts';
import { ApiError, callEndpoint, http } from '@palco/shared';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { AllowanceMeter } from './allowance-meter';

export interface TimeLimit {
  /** Seconds of free playing left (for the notice), or null for a viewer without limits. */
  secondsLeft: number | null;
  /** The limit is reached: playback stopped, and need-registration or the plans follow. */
  reached: boolean;
}

const NO_LIMIT: TimeLimit = { secondsLeft: null, reached: false };

const isLimitReached = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === viewingErrorCodes.timeLimitReached;

/**
 * Holds a visitor or free viewer to the time limits on premium VOD (spec section 4), as the media call's
 * `allowance` says: counts what they play, tells the server every 10 s of playing (and when playback stops or
 * the page goes), takes its answer for what is left, and stops playback at the title's limit or when the day's
 * time is used up. The server is the authority — it answers `time_limit_reached` and serves no stream past the
 * title's limit — so reloading, a second tab or seeking changes nothing.
 */
export function useTimeLimit(
  engine: PlayerEngine | null,
  mediaId: string,
  allowance: PlaybackAllowance | null,
): TimeLimit {
  const [state, setState] = useState<TimeLimit>(() =>
    allowance ? { secondsLeft: allowance.seconds_left, reached: allowance.seconds_left <= 0 } : NO_LIMIT,
  );

  useEffect(() => {
    if (!engine || !allowance) return undefined;
    const meter = new AllowanceMeter(allowance);
    let stopped = false;
    let shownSeconds = Math.floor(meter.secondsLeft);

    const show = (): void => {
      if (stopped) return;
      const seconds = Math.floor(meter.secondsLeft);
      if (seconds === shownSeconds) return;
      shownSeconds = seconds;
      setState({ secondsLeft: seconds, reached: false });
    };
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      engine.pause();
      void report({ keepalive: false, final: true });
      setState({ secondsLeft: 0, reached: true });
    };
    async function report({
      keepalive,
      final = false,
    }: {
      keepalive: boolean;
      final?: boolean;
    }): Promise<void> {
      const seconds = meter.takeReport({ final });
      if (seconds <= 0) return;
      try {
        const answer = await callEndpoint(http, endpoints.watchedMedia, {
          params: { id: mediaId },
          body: { seconds },
          ...(keepalive ? { keepalive: true } : {}),
        });
        meter.update(answer);
        if (answer.seconds_left <= 0) stop();
        else show();
      } catch (error) {
        if (isLimitReached(error)) stop();
        // The network or the server failed: the seconds go with the next report.
        else meter.restore(seconds);
      }
    }

    const unsubscribe = [
      engine.on('timeupdate', ({ currentTime }) => {
        if (stopped) return;
        meter.onTime(currentTime, !engine.paused);
        if (meter.reachedAt(currentTime)) stop();
        else {
          if (meter.dueForReport) void report({ keepalive: false });
          show();
        }
      }),
      engine.on('pause', () => void report({ keepalive: false })),
      engine.on('ended', () => void report({ keepalive: false })),
    ];
    const onPageHide = (): void => void report({ keepalive: true, final: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      for (const off of unsubscribe) off();
      void report({ keepalive: true, final: true });
    };
  }, [engine, mediaId, allowance]);

  return allowance ? state : NO_LIMIT;
}
