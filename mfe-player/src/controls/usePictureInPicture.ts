import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';

export interface PictureInPicture {
  /** The video plays in the browser's floating window. */
  active: boolean;
  toggle: () => void;
}

function logFailure(error: unknown): void {
  console.warn('[mfe-player] picture-in-picture failed', error);
}

/**
 * Picture-in-picture for the player's video: null where the browser offers none to pages (Firefox has
 * its own button on the video instead) and until the video is loaded, which the browser requires. Every
 * engine plays into this same element, so it works whichever plays.
 */
export function usePictureInPicture(
  videoRef: RefObject<HTMLVideoElement | null>,
  ready: boolean,
): PictureInPicture | null {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const onEnter = (): void => setActive(true);
    const onLeave = (): void => setActive(false);
    video.addEventListener('enterpictureinpicture', onEnter);
    video.addEventListener('leavepictureinpicture', onLeave);
    return () => {
      video.removeEventListener('enterpictureinpicture', onEnter);
      video.removeEventListener('leavepictureinpicture', onLeave);
      // A video taken off the page (the player gone, or replaced after a failure) leaves no floating window.
      if (!video.isConnected && document.pictureInPictureElement === video) {
        setActive(false);
        document.exitPictureInPicture().catch(logFailure);
      }
    };
    // A retry gives the player a new video element, which becomes ready in its turn.
  }, [videoRef, ready]);

  const toggle = useCallback((): void => {
    const video = videoRef.current;
    if (!video) return;
    const change =
      document.pictureInPictureElement === video
        ? document.exitPictureInPicture()
        : video.requestPictureInPicture();
    change.catch(logFailure);
  }, [videoRef]);

  const control = useMemo(() => ({ active, toggle }), [active, toggle]);
  return ready && document.pictureInPictureEnabled === true ? control : null;
}
