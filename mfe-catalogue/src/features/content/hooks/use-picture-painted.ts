import { useCallback, useEffect, useState } from 'react';

/** How long what waits for a picture waits at most, when the picture neither loads nor fails. */
export const PICTURE_WAIT_MAX_MS = 3000;

/**
 * Whether the page's main picture (`src`) has had its chance to paint: a frame after it loaded or failed,
 * at once when there is none, and in any case `PICTURE_WAIT_MAX_MS` after it began to load. What can wait
 * for it — a note under the play button, and the HTTP library its call loads — then does not take the
 * network and the main thread from the picture a viewer looks at first. `settle` goes to the picture's
 * `onLoad` and `onError`.
 */
export function usePicturePainted(src: string | null): { painted: boolean; settle: () => void } {
  const [painted, setPainted] = useState<string | null>(null);
  const settle = useCallback(() => {
    // After the frame that shows the picture, not before it.
    requestAnimationFrame(() => window.setTimeout(() => setPainted(src), 0));
  }, [src]);
  useEffect(() => {
    if (!src) return undefined;
    const timer = window.setTimeout(() => setPainted(src), PICTURE_WAIT_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [src]);
  return { painted: !src || painted === src, settle };
}
