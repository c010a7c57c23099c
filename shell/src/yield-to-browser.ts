interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, once the browser has had the chance to handle input and paint: the shell's
 * start-up awaits it between its steps, so that they run as several short tasks rather than one long one
 * that would block a phone's main thread. The browser's `scheduler.yield()` where it has one (it resumes
 * ahead of other queued tasks), else a zero-delay timeout.
 */
export function yieldToBrowser(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
