// What playing a title or a channel exchanges with the API (spec sections 3, 4 and 7): the media, the free
// tier's time left, progress and the live streams' ping. Apart from entities.ts so that an app's bundle
// places them with the code that plays, not in the first file of every page that imports a content schema.
import * as z from './zod';

/**
 * What a viewer held to the free tier's time limits may still watch of premium VOD (spec section 4), as
 * the server counts it: `title_limit` is how far into this title they may play (`video_time_limit`), and
 * `seconds_left` how many seconds of playing remain today across titles (`video_cumulative_time_limit`
 * less what they played), never more than what is left of this title's limit. Absent for viewers and
 * content without limits.
 */
export const PlaybackAllowanceSchema = z.object({
  title_limit: z.int().check(z.nonnegative()),
  seconds_left: z.int().check(z.nonnegative()),
  total_limit: z.int().check(z.nonnegative()),
});
export type PlaybackAllowance = z.infer<typeof PlaybackAllowanceSchema>;

/**
 * What is left today of the free tier's time on premium VOD for whoever asks (`GET /v1/content/allowance`),
 * for the pages to say before anyone presses play; `limited` is false for a premium account.
 */
export const DayAllowanceSchema = z.object({
  limited: z.boolean(),
  seconds_left: z.int().check(z.nonnegative()),
  total_limit: z.int().check(z.nonnegative()),
});
export type DayAllowance = z.infer<typeof DayAllowanceSchema>;

export const MediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(['hls', 'mp4']),
  duration: z.number().check(z.nonnegative()),
  allowance: z.optional(z.nullable(PlaybackAllowanceSchema)),
});
export type Media = z.infer<typeof MediaSchema>;

export const ProgressSchema = z.object({ id: z.string(), progress: z.number().check(z.nonnegative()) });
export type Progress = z.infer<typeof ProgressSchema>;

/**
 * The live-stream ping reports the simultaneous connections and their maximum (spec section 4): the
 * account's streams seen in the last `STREAM_STALE_SECONDS`, this one included, and its plan's
 * `max_streams` (`FREE_TIER_MAX_STREAMS` without a plan). A stream past the maximum is refused with 409
 * `too_many_streams` rather than answered `allowed: false`, so `allowed` is true in every answer.
 */
export const PingSchema = z.object({
  connections: z.int().check(z.nonnegative()),
  max_connections: z.int().check(z.positive()),
  allowed: z.boolean(),
});
export type Ping = z.infer<typeof PingSchema>;

/** Live streams a signed-in account without a plan in force may play at once (a plan has its own). */
export const FREE_TIER_MAX_STREAMS = 1;
/**
 * Live streams of a premium account whose premium comes from elsewhere than a plan bought here (an operator
 * or partner, a grant): as many as the monthly plan's.
 */
export const PREMIUM_WITHOUT_PLAN_MAX_STREAMS = 2;
/** A stream not pinged for this long frees its slot: a tab closed without a word frees it within a minute. */
export const STREAM_STALE_SECONDS = 60;
/** How often a live playback pings: two pings may go missing before its slot is freed. */
export const STREAM_PING_SECONDS = 20;
/** A stream id: random, made by the player for each live playback (a UUID fits). */
export const STREAM_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The query of `GET /v1/content/ping` and of `DELETE /v1/content/ping` (the stream ended). A caller that
 * names no stream (an older client) is counted as one stream per device.
 */
export interface PingQuery {
  stream?: string;
}
