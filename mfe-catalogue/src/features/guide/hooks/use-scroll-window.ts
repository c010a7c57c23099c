import { type RefObject, useLayoutEffect, useState } from 'react';

/** What a scrolling element shows: how far it is scrolled and how big its viewport is, in px. */
export interface ScrollWindow {
  top: number;
  left: number;
  width: number;
  height: number;
}

function sameWindow(a: ScrollWindow, b: ScrollWindow): boolean {
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

/** Before layout (or where there is none) the viewport stands in for the element's size. */
function measure(node: HTMLElement): ScrollWindow {
  return {
    top: node.scrollTop,
    left: node.scrollLeft,
    width: node.clientWidth || window.innerWidth,
    height: node.clientHeight || window.innerHeight,
  };
}

/**
 * Follows an element's scroll position and size, read at most once a frame, so a list can draw only
 * what is in view.
 */
export function useScrollWindow(ref: RefObject<HTMLElement | null>): ScrollWindow {
  const [view, setView] = useState<ScrollWindow>(() => ({
    top: 0,
    left: 0,
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    let frame = 0;
    const read = (): void => {
      frame = 0;
      const next = measure(node);
      setView((previous) => (sameWindow(previous, next) ? previous : next));
    };
    const schedule = (): void => {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    };
    read();
    node.addEventListener('scroll', schedule, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', schedule);
      resize?.disconnect();
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ref]);
  return view;
}
