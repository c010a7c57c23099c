import { adServerSettingOf, type AdSlot, type Settings } from '@palco/contracts';

/** What plays: a title (VOD or catch-up), a live channel, or a trailer. */
export type AdContent = 'vod' | 'live' | 'trailer';

/** The ad servers a playback asks, by break: null where no ad plays. */
export interface AdPlan {
  /** Before the content starts: the VOD pre-roll, the live pre-roll or the trailer's. */
  preroll: { slot: AdSlot; url: string } | null;
  /** Inside a title, at `midrollPoints`; VOD only. */
  midroll: { slot: AdSlot; url: string } | null;
}

export const NO_ADS: AdPlan = { preroll: null, midroll: null };

/** A title gets a mid-roll every 10 minutes of content... */
export const MIDROLL_INTERVAL_SECONDS = 600;
/** ...but none in its last minute, where the credits and the next-episode card are. */
export const MIDROLL_END_MARGIN_SECONDS = 60;
/** A viewer who resumes a title gets no mid-roll in its first 30 s, right after the pre-roll. */
export const RESUME_GRACE_SECONDS = 30;

const slotUrl = (settings: Settings, slot: AdSlot): { slot: AdSlot; url: string } | null => {
  const url = settings[adServerSettingOf[slot]]?.trim() ?? '';
  return url ? { slot, url } : null;
};

/**
 * Which ads a playback gets (spec sections 4 and 6): none for a premium viewer, none while the settings'
 * `ads` flag is off; otherwise the pre-roll and mid-roll of a title, the live pre-roll before a channel
 * when "ads for live channels" is on, the trailer's before a trailer, each only where an ad server is set.
 */
export function adPlanFor(settings: Settings, content: AdContent, premium: boolean): AdPlan {
  if (premium || settings.flags.ads !== 1) return NO_ADS;
  if (content === 'live') {
    return { preroll: settings.ads_live_channels === 1 ? slotUrl(settings, 'live') : null, midroll: null };
  }
  if (content === 'trailer') return { preroll: slotUrl(settings, 'trailer'), midroll: null };
  return { preroll: slotUrl(settings, 'preroll'), midroll: slotUrl(settings, 'midroll') };
}

/**
 * Where a title's mid-rolls fall, in seconds of content: every 10 minutes while a minute of the title
 * remains after; a title too short for two such breaks (under 20 minutes) gets one, in its middle.
 */
export function midrollPoints(duration: number): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  if (duration < 2 * MIDROLL_INTERVAL_SECONDS) return [Math.round(duration / 2)];
  const points: number[] = [];
  for (
    let at = MIDROLL_INTERVAL_SECONDS;
    at <= duration - MIDROLL_END_MARGIN_SECONDS;
    at += MIDROLL_INTERVAL_SECONDS
  ) {
    points.push(at);
  }
  return points;
}

/**
 * The points a playback starting at `startAt` has already passed: every point up to where it starts and,
 * when it resumes (rather than starting from the beginning), those in its first 30 s as well.
 */
export function passedAtStart(points: readonly number[], startAt: number): number[] {
  const until = startAt > 0 ? startAt + RESUME_GRACE_SECONDS : 0;
  return points.filter((point) => point <= until);
}

/**
 * The mid-roll point playback crossed going from `from` to `to` (forward, by playing or by seeking past
 * it), if it has not played yet; the latest of several, as one break stands for all of them.
 */
export function crossedPoint(
  points: readonly number[],
  played: ReadonlySet<number>,
  from: number,
  to: number,
): number | null {
  let crossed: number | null = null;
  for (const point of points) {
    if (point > from && point <= to && !played.has(point)) crossed = point;
  }
  return crossed;
}
