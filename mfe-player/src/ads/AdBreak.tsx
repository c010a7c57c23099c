import { type ReactNode, type RefObject, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@palco/shared';
import { Icon } from '../controls/Icon';
import { formatTime } from '../controls/format-time';
import { EngineFactoryContext } from '../engine/engine-factory-context';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { startPlayback } from '../playback/autoplay';
import type { LinearAd } from './ad-types';
import * as styles from './AdBreak.module.css';
import type { AdControls } from './useAdBreaks';

/** How long the ad's video may take to start before the content plays without it (VAST error 402). */
export const AD_START_TIMEOUT_MS = 8000;
/** How long the ad may stall once started before it gives way to the content (VAST error 400). */
export const AD_STALL_TIMEOUT_MS = 10_000;

/** VAST error codes the player reports (VAST 4.1, section 2.3.6.3). */
const GENERAL_LINEAR_ERROR = 400;
const MEDIA_TIMEOUT = 402;
const MEDIA_FAILED = 405;

export interface AdBreakProps {
  ad: LinearAd;
  /** Start muted, as the content was. */
  muted: boolean;
  /** The ad is over: played out, skipped, or failed. */
  onEnd: () => void;
  /** Where the shortcuts find the ad's play and mute. */
  controlsRef: RefObject<AdControls | null>;
}

interface AdState {
  time: number;
  duration: number;
  paused: boolean;
  muted: boolean;
}

/**
 * One ad over the content: its own `<video>`, played by the player's engine for an MP4, so the content's
 * engine (hls.js, native or bitmovin) keeps its place underneath. "Publicidade" with the time left, "Saltar
 * anúncio" once the skip offset has passed, the advertiser's link (a new tab; the ad pauses), pause and
 * mute, all reachable by keyboard; a polite live region says when the ad started and when it may be
 * skipped, not every second. Everything it does is reported through the VAST tracker.
 */
export function AdBreak({ ad, muted, onEnd, controlsRef }: AdBreakProps): ReactNode {
  const { t } = useTranslation();
  const factory = useContext(EngineFactoryContext);
  const videoRef = useRef<HTMLVideoElement>(null);
  const engineRef = useRef<PlayerEngine | null>(null);
  const [state, setState] = useState<AdState>({ time: 0, duration: ad.duration, paused: false, muted });
  const [started, setStarted] = useState(false);
  const ended = useRef(false);
  const { tracker } = ad;

  // Ends the ad once, whatever ends it first: played out, skipped, or an error code.
  const end = useCallback(
    (how: 'complete' | 'skip' | number): void => {
      if (ended.current) return;
      ended.current = true;
      if (how === 'complete') tracker.complete();
      else if (how === 'skip') tracker.skip();
      else tracker.error(how);
      onEnd();
    },
    [tracker, onEnd],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let active = true;
    let engine: PlayerEngine | null = null;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const fail = (code: number): void => {
      if (active) end(code);
    };
    const watch = (ms: number, code: number): void => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => fail(code), ms);
    };

    const run = async (): Promise<void> => {
      watch(AD_START_TIMEOUT_MS, MEDIA_TIMEOUT);
      // An MP4 plays in the plain <video> with any engine factory; no licence key, no streaming library.
      const created = await factory(video, { url: ad.mediaUrl, type: 'mp4' }, '');
      if (!active) {
        created.destroy();
        return;
      }
      engine = created;
      engineRef.current = created;
      created.setMuted(muted);
      let impressed = false;
      created.on('timeupdate', ({ currentTime, duration }) => {
        if (created.paused) return;
        watch(AD_STALL_TIMEOUT_MS, GENERAL_LINEAR_ERROR);
        if (!impressed && currentTime > 0) {
          impressed = true;
          tracker.impression();
          setStarted(true);
        }
        tracker.progress(currentTime);
        setState((previous) => ({
          ...previous,
          time: currentTime,
          duration: Number.isFinite(duration) && duration > 0 ? duration : previous.duration,
        }));
      });
      // A resume is reported after a pause only, not when the ad first starts.
      let pausedOnce = false;
      created.on('play', () => {
        if (pausedOnce) {
          tracker.paused(false);
          watch(AD_STALL_TIMEOUT_MS, GENERAL_LINEAR_ERROR);
        }
        setState((previous) => ({ ...previous, paused: false }));
      });
      created.on('pause', () => {
        if (ended.current) return;
        clearTimeout(watchdog);
        pausedOnce = true;
        tracker.paused(true);
        setState((previous) => ({ ...previous, paused: true }));
      });
      created.on('volumechange', ({ muted: nowMuted }) => {
        tracker.muted(nowMuted);
        setState((previous) => ({ ...previous, muted: nowMuted }));
      });
      created.on('ended', () => end('complete'));
      created.on('error', () => fail(MEDIA_FAILED));
      await created.load({ url: ad.mediaUrl, type: 'mp4' }, 0);
      if (!active) return;
      // Muted if the browser wants it so; an ad the browser will not start at all is not worth a click.
      if ((await startPlayback(created)) === 'blocked') fail(GENERAL_LINEAR_ERROR);
    };
    run().catch(() => fail(MEDIA_FAILED));

    controlsRef.current = {
      togglePlay: () => {
        const current = engineRef.current;
        if (!current) return;
        if (current.paused) current.play().catch(() => undefined);
        else current.pause();
      },
      toggleMute: () => engineRef.current?.setMuted(!engineRef.current.muted),
    };

    return () => {
      active = false;
      clearTimeout(watchdog);
      controlsRef.current = null;
      engineRef.current = null;
      engine?.destroy();
    };
  }, [factory, ad, muted, tracker, controlsRef, end]);

  const remaining = Math.max(0, Math.ceil(state.duration - state.time));
  const skipOffset = ad.skipOffset;
  const skippable = skipOffset !== null && state.time >= skipOffset;
  const skipIn = skipOffset === null ? 0 : Math.max(1, Math.ceil(skipOffset - state.time));

  const openAdvertiser = (): void => {
    tracker.click();
    engineRef.current?.pause();
  };

  return (
    <div className={styles.layer} role="region" aria-label={t('PLAYER_AD_REGION')}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an ad's VAST document gives no captions file */}
      <video ref={videoRef} data-testid="ad-video" className={styles.video} playsInline />
      <p className="palco-visually-hidden" role="status">
        {started && t(skippable ? 'PLAYER_AD_SKIP_READY' : 'PLAYER_AD_STARTED')}
      </p>
      <div className={styles.bar}>
        <span className={styles.badge}>
          {t('PLAYER_AD_LABEL')} <span aria-hidden="true">· {formatTime(remaining)}</span>
        </span>
        <button
          type="button"
          className={styles.control}
          aria-label={t(state.paused ? 'PLAYER_AD_PLAY' : 'PLAYER_AD_PAUSE')}
          onClick={() => controlsRef.current?.togglePlay()}
        >
          <Icon name={state.paused ? 'play' : 'pause'} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t(state.muted ? 'PLAYER_UNMUTE' : 'PLAYER_MUTE')}
          onClick={() => controlsRef.current?.toggleMute()}
        >
          <Icon name={state.muted ? 'muted' : 'volume'} />
        </button>
        {ad.clickThrough && (
          <a
            className={`palco-button palco-button--ghost ${styles.link}`}
            href={ad.clickThrough}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openAdvertiser}
          >
            {t('PLAYER_AD_LEARN_MORE')}
            <span className="palco-visually-hidden"> ({t('PLAYER_AD_NEW_TAB')})</span>
          </a>
        )}
        <span className={styles.spacer} />
        {skippable ? (
          <button type="button" className={`palco-button ${styles.skip}`} onClick={() => end('skip')}>
            {t('PLAYER_AD_SKIP')}
          </button>
        ) : (
          skipOffset !== null && (
            <span className={styles.skipIn} aria-hidden="true">
              {t('PLAYER_AD_SKIP_IN', { count: skipIn })}
            </span>
          )
        )}
      </div>
    </div>
  );
}
