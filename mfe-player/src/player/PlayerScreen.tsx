import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Spinner, useTranslation } from '@palco/shared';
import { toggleFullscreen } from '../controls/fullscreen';
import { Icon } from '../controls/Icon';
import {
  commandForKey,
  isActivatable,
  type PlayerCommand,
  SEEK_STEP_SECONDS,
} from '../controls/keyboard-shortcuts';
import { PlayerControls } from '../controls/PlayerControls';
import { useIdle } from '../controls/useIdle';
import { usePictureInPicture } from '../controls/usePictureInPicture';
import type { PlaybackAllowance, PlaybackMarks } from '@palco/contracts';
import { type AdPlan, NO_ADS } from '../ads/ad-policy';
import { AdLayer } from '../ads/AdLayer';
import { createPrerollGate, useAdBreaks } from '../ads/useAdBreaks';
import type { PlaybackSource } from '../engine/PlayerEngine';
import { FreeTimeLeft } from '../limits/FreeTimeLeft';
import { TimeLimitReached } from '../limits/TimeLimitReached';
import { useTimeLimit } from '../limits/useTimeLimit';
import { StillWatchingPrompt } from '../breaks/StillWatchingPrompt';
import { useStillWatching } from '../breaks/useStillWatching';
import { SkipButton } from '../next/SkipButton';
import { useMarks } from '../next/useMarks';
import type { MediaSessionInfo } from '../media-session/session-info';
import { useMediaSession } from '../media-session/useMediaSession';
import { useProgressSaving } from '../progress/useProgressSaving';
import { type LanguagePreferences, NO_PREFERENCES } from '../tracks/track-choice';
import { useTracks } from '../tracks/useTracks';
import { PlaybackProblemView } from './PlaybackProblemView';
import * as styles from './PlayerScreen.module.css';
import { TitleBar } from './TitleBar';
import { usePlaybackState } from './usePlaybackState';
import { usePlayerEngine } from './usePlayerEngine';

/**
 * The next-up card shows in a title's last moments, and only when something follows: its code loads then,
 * not with every playback's first load.
 */
const NextUp = lazy(() =>
  import(/* webpackChunkName: "next-up" */ '../next/NextUp').then((module) => ({ default: module.NextUp })),
);

export interface PlayerScreenProps {
  title?: ReactNode;
  /** Beside the title in the title bar (a channel's programme on air). */
  titleAside?: ReactNode;
  source: PlaybackSource;
  /** Where to start, in seconds; read once when playback starts. */
  startAt: number;
  licenseKey: string;
  live: boolean;
  /** The item whose progress is kept; null for live channels. */
  progressItemId: string | null;
  /** The media call's duration, shown until the engine knows the real one. */
  fallbackDuration: number;
  /**
   * Asks the media call again. Stream addresses are signed and expire, so a retry after a failure (an
   * address that ran out during a long pause) plays from a fresh one rather than the one that failed.
   */
  refreshSource?: () => Promise<unknown>;
  /** The media's id, which the time limits' reports name. */
  mediaId?: string;
  /** What a viewer held to the time limits may still play (spec section 4); null for everyone else. */
  allowance?: PlaybackAllowance | null;
  /** The title's intro, recap and credits, for the skip buttons and what comes next. */
  marks?: PlaybackMarks | null;
  /** A title whose next episode (or, after a movie, a recommendation) is offered; null for live. */
  nextUp?: { itemId: string; kind: 'episode' | 'movie' } | null;
  /** The settings' `vod_break_limit` (episodes) and `live_break_limit` (seconds); 0 asks never. */
  breakLimits?: { vod: number; live: number };
  /** This playback was started by the next-episode countdown, not by the viewer. */
  startedByItself?: boolean;
  /** The ads of this content for a viewer who is not premium (`adPlanFor`); a premium viewer gets none. */
  adPlan?: AdPlan;
  /** The profile's audio and subtitle languages, which pick the tracks until the viewer picks others. */
  languages?: LanguagePreferences;
  /** What the system's media controls and lock screen show. */
  mediaSession?: MediaSessionInfo | null;
}

function logFailure(what: string): (error: unknown) => void {
  return (error) => console.warn(`[mfe-player] ${what} failed`, error);
}

/** The video with its title bar, controls, keyboard shortcuts and progress keeping. */
export function PlayerScreen({
  title,
  titleAside,
  source,
  startAt,
  licenseKey,
  live,
  progressItemId,
  fallbackDuration,
  refreshSource,
  mediaId = '',
  allowance = null,
  marks = null,
  nextUp = null,
  breakLimits = { vod: 0, live: 0 },
  startedByItself = false,
  adPlan = NO_ADS,
  languages = NO_PREFERENCES,
  mediaSession = null,
}: PlayerScreenProps): ReactNode {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The content loads while its pre-roll plays, and starts once it is over.
  const [prerollGate] = useState(createPrerollGate);
  const { engine, ready, autoplay, failure, retry } = usePlayerEngine(
    videoRef,
    source,
    startAt,
    licenseKey,
    prerollGate.wait,
  );
  const playback = usePlaybackState(engine);
  const tracks = useTracks(engine, languages);
  const pictureInPicture = usePictureInPicture(videoRef, ready);
  const [fullscreen, setFullscreen] = useState(false);
  const { idle, wake } = useIdle(ready && !playback.paused);
  useProgressSaving(engine, progressItemId);
  const limit = useTimeLimit(engine, mediaId, allowance);
  const upcoming = useMarks(engine, nextUp?.kind ?? null, marks);
  const stillWatching = useStillWatching(engine, {
    live,
    vodLimit: breakLimits.vod,
    liveLimit: breakLimits.live,
    startedByItself,
  });
  const adBreaks = useAdBreaks(engine, {
    plan: adPlan,
    live,
    startAt,
    duration: fallbackDuration,
    gate: prerollGate,
  });
  // The engine starts again once the new address is in (or the call failed, which the page then shows).
  const retryWithFreshSource = useCallback((): void => {
    if (refreshSource) void refreshSource().then(retry, retry);
    else retry();
  }, [refreshSource, retry]);

  useEffect(() => {
    const onChange = (): void => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const adPlaying = adBreaks.active;
  const adCommand = adBreaks.command;
  useMediaSession(engine, mediaSession, {
    live,
    enabled: ready && !failure && !limit.reached && !adPlaying,
  });
  const { toggleSubtitles } = tracks;
  const run = useCallback(
    (command: PlayerCommand): void => {
      // During an ad break the shortcuts act on the ad (or on nothing), never on the held content.
      if (adPlaying && command !== 'toggle-fullscreen') {
        adCommand(command);
        return;
      }
      if (!engine) return;
      switch (command) {
        case 'toggle-play':
          if (engine.paused) engine.play().catch(logFailure('play'));
          else engine.pause();
          break;
        case 'seek-back':
          engine.seek(engine.currentTime - SEEK_STEP_SECONDS);
          break;
        case 'seek-forward':
          engine.seek(engine.currentTime + SEEK_STEP_SECONDS);
          break;
        case 'toggle-mute':
          engine.setMuted(!engine.muted);
          break;
        case 'toggle-fullscreen':
          if (rootRef.current) toggleFullscreen(rootRef.current).catch(logFailure('fullscreen'));
          break;
        case 'toggle-picture-in-picture':
          pictureInPicture?.toggle();
          break;
        case 'toggle-subtitles':
          toggleSubtitles();
          break;
      }
    },
    [engine, adPlaying, adCommand, pictureInPicture, toggleSubtitles],
  );

  useEffect(() => {
    if (failure) return undefined;
    // On the window, so the shortcuts work on a deep link before anything has focus.
    const onKeyDown = (event: KeyboardEvent): void => {
      wake();
      const command = commandForKey(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          onActivatable: isActivatable(event.target),
        },
        live,
      );
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [failure, live, run, wake]);

  if (limit.reached) return <TimeLimitReached title={title} live={live} />;
  if (failure)
    return (
      <PlaybackProblemView
        problem={{ kind: failure }}
        title={title}
        live={live}
        onRetry={retryWithFreshSource}
      />
    );

  const duration = playback.duration > 0 ? playback.duration : fallbackDuration;
  const mutedByBrowser = (autoplay === 'muted' || autoplay === 'blocked') && playback.muted;
  return (
    <section
      ref={rootRef}
      className={idle ? `${styles.root} ${styles.idle}` : styles.root}
      aria-label={t('PLAYER_REGION')}
      onPointerMove={wake}
    >
      {/* The stage is the video's own wrapper: an engine may add elements around the video (bitmovin-player does).
          Clicking it is a pointer shortcut for the play and fullscreen buttons, which the keyboard has too. */}
      <div
        className={styles.stage}
        role="presentation"
        onClick={() => run('toggle-play')}
        onDoubleClick={() => run('toggle-fullscreen')}
      >
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the media call gives one stream; captions travel inside it, there is no file for a <track> */}
        <video ref={videoRef} data-testid="video" className={styles.video} playsInline />
      </div>
      <AdLayer breaks={adBreaks} />
      {(adBreaks.waiting || (!adBreaks.current && (!ready || playback.buffering))) && (
        <div className={styles.center}>
          <Spinner />
        </div>
      )}
      <div className={styles.top}>
        <TitleBar title={title} live={live} aside={titleAside} />
      </div>
      {stillWatching.asking && <StillWatchingPrompt state={stillWatching} />}
      {/* The content's own controls and offers wait while an ad break holds it. */}
      {!adBreaks.active && (
        <>
          {upcoming.skip && <SkipButton offer={upcoming.skip} onSkip={(to) => engine?.seek(to)} />}
          {nextUp && upcoming.next && (
            <Suspense fallback={null}>
              <NextUp itemId={nextUp.itemId} kind={nextUp.kind} />
            </Suspense>
          )}
          {limit.secondsLeft !== null && (
            <div className={styles.freeTime}>
              <FreeTimeLeft seconds={limit.secondsLeft} />
            </div>
          )}
          {mutedByBrowser && (
            <button
              type="button"
              className={`palco-button ${styles.unmute}`}
              onClick={() => run('toggle-mute')}
            >
              <Icon name="muted" /> {t('PLAYER_MUTED_BY_BROWSER')}
            </button>
          )}
          <div className={styles.bottom}>
            <PlayerControls
              paused={playback.paused}
              muted={playback.muted}
              fullscreen={fullscreen}
              currentTime={playback.currentTime}
              duration={duration}
              live={live}
              onTogglePlay={() => run('toggle-play')}
              onSeek={(seconds) => engine?.seek(seconds)}
              onToggleMute={() => run('toggle-mute')}
              onToggleFullscreen={() => run('toggle-fullscreen')}
              tracks={tracks}
              pictureInPicture={pictureInPicture}
            />
          </div>
        </>
      )}
    </section>
  );
}
