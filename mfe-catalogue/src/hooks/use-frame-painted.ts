import { useSyncExternalStore } from 'react';

/**
 * Resolves once the browser has painted the frame that is being prepared: a timeout set from an animation
 * frame's callback runs after that frame's paint.
 */
export function afterNextPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}

/** Whether the page has painted what the catalogue first drew: once it has, it stays so. */
let painted = false;
let waiting = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Subscribed as the first drawing is committed, so the next paint is the one that shows it.
  if (!painted && !waiting) {
    waiting = true;
    void afterNextPaint().then(() => {
      painted = true;
      waiting = false;
      for (const each of [...listeners]) each();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False until the page has painted what the catalogue first drew, then true for good. What the first frame
 * does not need waits for it: the pictures after each first-screen rail's first one, and the guide's grid,
 * whose code loads on demand. On a phone's connection the browser opens six connections to a server, and
 * those requests would otherwise share them with the ones the first frame waits for. Every page drawn after
 * that first frame draws everything at once.
 */
export function useFramePainted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}

/** For tests: the page has not painted yet. */
export function resetFramePainted(): void {
  painted = false;
  waiting = false;
}
