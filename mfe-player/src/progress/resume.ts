/** Share of a title after which it counts as watched and plays from the start again (like Continue Watching). */
export const WATCHED_RATIO = 0.95;

/**
 * Where playback starts: the saved progress, unless there is none, it lies outside the title, or at
 * least 95 % was already watched.
 */
export function resumePosition(progress: number | null | undefined, duration: number): number {
  if (!progress || !Number.isFinite(progress) || progress <= 0) return 0;
  if (duration > 0 && progress >= duration * WATCHED_RATIO) return 0;
  return progress;
}
