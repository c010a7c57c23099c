import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How far outside the screen counts as near: a screen's height above and below it. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

export interface NearViewport<T extends Element> {
  /** The element to watch. */
  ref: RefObject<T | null>;
  /** True once the element has come near the screen (or was shown on request); never false again. */
  near: boolean;
  /** Shows it now, wherever it is: for a viewer who reaches it without scrolling (the keyboard). */
  show: () => void;
}

/**
 * Whether an element has come within a screen's height of the screen, for what is costly to build and
 * can wait until the viewer scrolls towards it. `watch: false`, or a browser without
 * IntersectionObserver, gives `near` at once. What coming near builds renders as a transition, so it
 * yields to the viewer's input while it does.
 */
export function useNearViewport<T extends Element>(watch: boolean): NearViewport<T> {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  // Told to stop watching (a rail moved up into the first screen): near from now on.
  if (!watch && !near) setNear(true);

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  const show = useCallback((): void => setNear(true), []);
  return { ref, near, show };
}
