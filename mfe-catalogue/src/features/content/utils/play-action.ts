import type { ContentItem } from '@palco/contracts';
import { playHref } from '../../../utils/card-href';

/** How the main button reads: start, carry on from the saved moment, or watch again. */
export type PlayMode = 'play' | 'continue' | 'replay';

export interface PlayAction {
  href: string;
  mode: PlayMode;
  /** Seconds already watched, when the viewer carries on. */
  resumeAt: number | null;
  /** For a series, the episode the button opens. */
  episode: ContentItem | null;
}

/** True while a title's release moment (seconds) is still ahead. */
export function isUnreleased(item: ContentItem, nowSeconds: number): boolean {
  return item.release_date !== null && item.release_date > nowSeconds;
}

function modeOf(item: ContentItem): { mode: PlayMode; resumeAt: number | null } {
  const status = item.user_status;
  if (!status) return { mode: 'play', resumeAt: null };
  if (status.watched) return { mode: 'replay', resumeAt: null };
  if (status.continue && status.progress > 0) return { mode: 'continue', resumeAt: status.progress };
  return { mode: 'play', resumeAt: null };
}

/**
 * What the title's play button does. A movie plays itself; a series plays the viewer's current episode
 * (`user_status.current_episode`, once loaded) or else the first episode of its first season, and a
 * finished series starts again from the beginning. Nothing plays before the release date.
 */
export function playAction(
  item: ContentItem,
  options: { nowSeconds: number; firstEpisode: ContentItem | null; currentEpisode: ContentItem | null },
): PlayAction | null {
  if (isUnreleased(item, options.nowSeconds)) return null;
  if (item.type !== 'SERIES') return { href: playHref(item), ...modeOf(item), episode: null };

  const { mode, resumeAt } = modeOf(item);
  if (mode === 'replay') return episodeAction(options.firstEpisode, 'replay', null, options.nowSeconds);
  if (item.user_status?.current_episode) {
    // Until the current episode arrives the button waits rather than pointing at the wrong one.
    return episodeAction(options.currentEpisode, mode, resumeAt, options.nowSeconds);
  }
  return episodeAction(options.firstEpisode, 'play', null, options.nowSeconds);
}

function episodeAction(
  episode: ContentItem | null,
  mode: PlayMode,
  resumeAt: number | null,
  nowSeconds: number,
): PlayAction | null {
  if (!episode || isUnreleased(episode, nowSeconds)) return null;
  return { href: playHref(episode), mode, resumeAt, episode };
}

/** A moment in a video as the player shows it: `m:ss`, or `h:mm:ss` from an hour on. */
export function clockPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How much of a title the viewer has seen, 0–100, for a progress bar. */
export function watchedPercent(progress: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress / duration) * 100)));
}
