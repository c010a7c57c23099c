import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useMedia } from '../api/get-media';
import { mayAutoplayTrailer, REDUCED_MOTION_QUERY } from '../utils/trailer-autoplay';
import { browserCanPlay, trailerSource } from '../utils/trailer-source';

export interface HeroTrailer {
  /** What the hero's `<video>` plays; null while unknown, where it cannot play, or once it failed. */
  src: string | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  /**
   * `none` until the viewer shows interest or playback starts, so a title page downloads nothing of the
   * trailer by default; `metadata` then, so a press on play starts at once.
   */
  preload: 'none' | 'metadata';
  playing: boolean;
  /** Plays or pauses: the pause control of WCAG 2.2.2, since the trailer moves for over 5 seconds. */
  toggle: () => void;
  /** The pointer or the focus came to the hero. */
  showInterest: () => void;
  /** For the `<video>`'s own events: its state is the truth, whoever changed it. */
  onPlay: () => void;
  onPause: () => void;
  onError: () => void;
}

function play(video: HTMLVideoElement | null): void {
  // A browser may still refuse (autoplay policy, a battery saver): the trailer then waits for the press.
  // Older engines return nothing from play(), hence the wrapping.
  Promise.resolve(video?.play()).catch(() => undefined);
}

/**
 * The hero trailer of a title page (`trailerId` null: none). Its media call is made at once, as it is a
 * small answer that says whether the trailer can play here (and so whether to offer its control); the
 * video itself loads only on interest — where it may start by itself (mayAutoplayTrailer), it then plays —
 * or on a press of its play button.
 */
export function useHeroTrailer(trailerId: string | null): HeroTrailer {
  const { data: media } = useMedia(trailerId);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [interested, setInterested] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const src = media && !failed ? trailerSource(media, browserCanPlay) : null;

  // The trailer starts by itself once the viewer shows interest in the title (pointer or focus on the
  // hero), never on arrival: a title page opened to read or to press play downloads none of it. Only the
  // first time, so a viewer who paused it is not overruled by the next hover.
  const startedByItself = useRef(false);
  useEffect(() => {
    if (!src || !interested || startedByItself.current || !mayAutoplayTrailer()) return;
    startedByItself.current = true;
    play(videoRef.current);
  }, [src, interested]);

  // A viewer who turns on reduced motion while the trailer plays sees it stop.
  useEffect(() => {
    if (!src || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = (): void => {
      if (query.matches) videoRef.current?.pause();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [src]);

  const toggle = useCallback((): void => {
    const video = videoRef.current;
    if (playing) video?.pause();
    else play(video);
  }, [playing]);

  return {
    src,
    videoRef,
    preload: interested || playing ? 'metadata' : 'none',
    playing,
    toggle,
    showInterest: useCallback(() => setInterested(true), []),
    onPlay: useCallback(() => setPlaying(true), []),
    onPause: useCallback(() => setPlaying(false), []),
    onError: useCallback(() => {
      setPlaying(false);
      setFailed(true);
    }, []),
  };
}
