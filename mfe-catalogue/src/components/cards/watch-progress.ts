import type { ContentItem } from '@palco/contracts';

/** How much of a title the profile has watched, 0–1; null when there is nothing to draw. */
export function watchedRatio(item: Pick<ContentItem, 'duration' | 'user_status'>): number | null {
  const progress = item.user_status?.progress ?? 0;
  if (progress <= 0 || item.duration <= 0) return null;
  return Math.min(1, progress / item.duration);
}
