import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../hooks/use-frame-painted';

/** How long what waits for a picture waits at most, when the picture neither loads nor fails. */
export const PICTURE_WAIT_MAX_MS = 3000;

/** The `elementtiming` name of the page's main picture, by which the browser reports when it painted it. */
export const MAIN_PICTURE_TIMING = 'main-picture';

interface ElementTiming extends PerformanceEntry {
  identifier?: string;
}

/** The browser's PerformanceObserver when it reports when a marked element was painted (Element Timing). */
function elementPaintObserver(win: Window): typeof PerformanceObserver | undefined {
  const observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  return observer?.supportedEntryTypes?.includes('element') ? observer : undefined;
}

/** The attribute that marks the page's main picture for the browser's report of its paint. */
export const mainPictureTiming: Record<string, string> = { elementtiming: MAIN_PICTURE_TIMING };

/**
 * Whether the page's main picture (`src`, drawn with `elementtiming` set to `MAIN_PICTURE_TIMING`) has had
 * its chance to paint: once the browser reports it painted where it does, else a frame after it loaded;
 * a frame after it failed; at once when there is none; and in any case `PICTURE_WAIT_MAX_MS` after it
 * began to load. What can wait for it — a note under the play button, and the HTTP library its call loads —
 * then does not take the network and the main thread from the picture a viewer looks at first. A frame
 * after the load is not always enough: the screen may show that frame a frame or two after the page
 * drew it. `settle` goes to the picture's `onLoad` and `onError`.
 */
export function usePicturePainted(
  src: string | null,
  win: Window = window,
): { painted: boolean; settle: (event?: { type: string }) => void } {
  const [painted, setPainted] = useState<string | null>(null);
  const Observer = elementPaintObserver(win);
  const reported = Observer !== undefined;
  const settle = useCallback(
    (event?: { type: string }) => {
      // A picture that loaded is reported painted; one that failed never is.
      if (reported && event?.type !== 'error') return;
      // After the frame that shows the picture, not before it.
      void afterNextPaint(win).then(() => setPainted(src));
    },
    [src, reported, win],
  );
  useEffect(() => {
    if (!src) return undefined;
    const timer = win.setTimeout(() => setPainted(src), PICTURE_WAIT_MAX_MS);
    const observer = Observer
      ? new Observer((list) => {
          const entries: ElementTiming[] = list.getEntries();
          if (entries.some((entry) => entry.identifier === MAIN_PICTURE_TIMING)) setPainted(src);
        })
      : undefined;
    observer?.observe({ type: 'element', buffered: true });
    return () => {
      win.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [src, Observer, win]);
  return { painted: !src || painted === src, settle };
}
