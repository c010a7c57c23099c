import { useEffect } from 'react';
import { SEEK_STEP_SECONDS } from '../controls/keyboard-shortcuts';
import type { PlayerEngine } from '../engine/PlayerEngine';
import type { MediaSessionInfo } from './session-info';

/** The Media Session API, where the browser has it. */
function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

const ACTIONS: readonly MediaSessionAction[] = [
  'play',
  'pause',
  'seekbackward',
  'seekforward',
  'seekto',
  'stop',
];

/** Sets or clears one handler; a browser throws for an action it does not know (older Safari and `stop`). */
function handle(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // That control is not offered by this browser.
  }
}

function logFailure(error: unknown): void {
  console.warn('[mfe-player] media session play failed', error);
}

export interface MediaSessionOptions {
  live: boolean;
  /**
   * The engine answers the media keys. False while an ad break holds the content: the handlers go, and
   * the browser's own apply to the ad's video.
   */
  enabled: boolean;
}

/**
 * The playback as the system shows it (hardware media keys, lock screen, notification): what plays,
 * play and pause, seeking by 10 s or to a point (not live), stop, and the position. Everything is
 * cleared when the player goes, so no other page inherits it.
 */
export function useMediaSession(
  engine: PlayerEngine | null,
  info: MediaSessionInfo | null,
  { live, enabled }: MediaSessionOptions,
): void {
  const title = info?.title ?? null;
  const subtitle = info?.subtitle ?? '';
  const artworkKey = JSON.stringify(info?.artwork ?? []);

  useEffect(() => {
    const session = mediaSession();
    if (!session || title === null || typeof MediaMetadata === 'undefined') return undefined;
    const artwork = JSON.parse(artworkKey) as MediaImage[];
    session.metadata = new MediaMetadata({ title, artist: subtitle, artwork });
    return () => {
      session.metadata = null;
    };
  }, [title, subtitle, artworkKey]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || !engine || !enabled) return undefined;

    const seekBy = (seconds: number): void => engine.seek(engine.currentTime + seconds);
    const handlers: Partial<Record<MediaSessionAction, MediaSessionActionHandler>> = {
      play: () => engine.play().catch(logFailure),
      pause: () => engine.pause(),
      stop: () => engine.pause(),
    };
    if (!live) {
      handlers.seekbackward = (details) => seekBy(-(details.seekOffset ?? SEEK_STEP_SECONDS));
      handlers.seekforward = (details) => seekBy(details.seekOffset ?? SEEK_STEP_SECONDS);
      handlers.seekto = (details) => {
        if (details.seekTime !== undefined) engine.seek(details.seekTime);
      };
    }
    for (const action of ACTIONS) handle(session, action, handlers[action] ?? null);

    const showState = (): void => {
      session.playbackState = engine.paused ? 'paused' : 'playing';
    };
    const showPosition = (): void => {
      const { duration, currentTime } = engine;
      if (live || !Number.isFinite(duration) || duration <= 0) return;
      try {
        session.setPositionState({
          duration,
          position: Math.min(Math.max(0, currentTime), duration),
          playbackRate: 1,
        });
      } catch {
        // A position the browser will not take (a duration still settling) waits for the next update.
      }
    };
    showState();
    showPosition();
    const unsubscribe = [
      engine.on('play', showState),
      engine.on('pause', showState),
      engine.on('playing', showState),
      engine.on('ended', showState),
      engine.on('timeupdate', showPosition),
    ];

    return () => {
      for (const off of unsubscribe) off();
      for (const action of ACTIONS) handle(session, action, null);
      session.playbackState = 'none';
      try {
        session.setPositionState();
      } catch {
        // Nothing was set.
      }
    };
  }, [engine, live, enabled]);
}
