import { isIP } from 'node:net';
import { viewingErrorCodes, type PlaybackAllowance, type Settings } from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import { deviceOf } from '../auth/sessions';
import { timestamp, type Db } from '../db';
import { HttpError } from '../http/errors';
import { lisbonDate } from '../seed/lisbon-time';
import { SERVER_TRANSLATIONS } from '../seed/translations';
import type { MediaTarget } from './access';

/**
 * The free tier's time limits on premium VOD (spec sections 4 and 6), counted by the server: a visitor or
 * an account without premium may play the first `video_time_limit` seconds of a premium title, and at most
 * `video_cumulative_time_limit` seconds of premium titles a day (a Lisbon calendar day: the spec does not
 * say when the allowance renews, so it renews daily). Premium accounts, free titles, trailers and live
 * channels are not counted; a catch-up recording is when its programme is premium.
 *
 * The player reports what it played (`POST /v1/content/media/{id}/watched`) and is charged for it in the
 * `viewing_allowance` ledger, never more than the time since its last report on the title; the media call
 * answers what is left, refuses with `403 time_limit_reached` when nothing is, and hands a stream that holds
 * only the title's allowed part (media/preview-playlist.ts) at an address that expires soon after the
 * allowance could run out. A page that stops reporting therefore still cannot play past the title's limit,
 * nor for long past the day's.
 *
 * Live channels are counted by section 9's live limits: `live_fast_time_limit` seconds a day of FAST
 * channels, `live_linear_time_limit` of the others, each kind in one ledger row of its own (`live:fast`,
 * `live:linear`) whatever the channel, apart from the premium VOD ones. 0 leaves a kind unlimited.
 */

/** A title's first charge of the day counts at most this much: nothing says when its playing began. */
export const FIRST_CHARGE_MAX_SECONDS = 30;
/** How much a charge may exceed the time since the title's last one: reports travel, and timers drift. */
export const CHARGE_SLACK_SECONDS = 5;
/** A counted viewer's stream address outlives what they may still play by this much (pauses, buffering). */
export const ALLOWANCE_URL_MARGIN_SECONDS = 60;
/** Reports of played time a viewer may send a minute; the player sends one every 10 s of playing. */
export const WATCHED_CALLS_PER_MINUTE = 60;

/** A visitor or free viewer has played all the premium VOD the limits allow, for this title or today. */
export const timeLimitReached = (): HttpError =>
  new HttpError(
    403,
    viewingErrorCodes.timeLimitReached,
    SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_TIME_LIMIT_REACHED,
  );

/** Whose time is counted, and the account whose saved progress counts too (none for a visitor). */
export interface AllowanceHolder {
  key: string;
  accountId: string | null;
}

/**
 * The caller's ledger: an account's (all its profiles and devices share it), else the visitor's device
 * (`x-device-id`, which every client sends), else, for a caller that sends none, its address.
 */
export function allowanceHolderOf(request: FastifyRequest): AllowanceHolder {
  const { session } = request;
  if (session) return { key: session.accountId, accountId: session.accountId };
  const device = deviceOf(request).id;
  if (device !== null) return { key: `device:${device}`, accountId: null };
  // A trusted proxy's X-Forwarded-For is taken as it comes: only a real address names a ledger.
  return { key: `address:${isIP(request.ip) ? request.ip : 'unknown'}`, accountId: null };
}

/**
 * Whether playing `target` is counted for a viewer: premium VOD (a title or episode, or the recording of a
 * premium programme) while it is premium, for a viewer without premium. A title past its
 * `premium_end_date` has left the premium tier (media/access.ts).
 */
export function isCounted(
  target: MediaTarget,
  viewerPremium: boolean,
  nowSeconds: number,
  limits: TimeLimits,
): boolean {
  if (viewerPremium) return false;
  if (target.kind === 'live') return liveLimitOf(target, limits) > 0;
  if (!target.premium) return false;
  if (target.kind !== 'vod' && target.kind !== 'catchup') return false;
  return target.premiumUntil === null || target.premiumUntil > nowSeconds;
}

export type TimeLimits = Pick<
  Settings,
  'video_time_limit' | 'video_cumulative_time_limit' | 'live_fast_time_limit' | 'live_linear_time_limit'
>;

/** The day's limit of a live channel's kind; 0 (not limited) for anything else. */
export function liveLimitOf(target: MediaTarget, limits: TimeLimits): number {
  if (target.kind !== 'live' || !target.channel) return 0;
  return (target.channel === 'fast' ? limits.live_fast_time_limit : limits.live_linear_time_limit) ?? 0;
}

/** The ledger row a live kind's time goes to, whatever the channel. */
const liveLedgerKey = (channel: NonNullable<MediaTarget['channel']>): string => `live:${channel}`;

/** The ledger row a counted target's time goes to: its media, or its live kind's for a channel. */
export const ledgerKeyOf = (target: MediaTarget, mediaId: string): string =>
  target.kind === 'live' && target.channel ? liveLedgerKey(target.channel) : mediaId;

/** Live kinds' rows are kept apart from premium VOD's day total. */
const VOD_ROWS = `media_id NOT LIKE 'live:%'`;

/** What `holder` may still watch today of a live channel's kind (both limits are that kind's day limit). */
export async function liveAllowanceOf(
  db: Db,
  holder: AllowanceHolder,
  target: MediaTarget,
  limits: TimeLimits,
  nowMs: number,
): Promise<PlaybackAllowance> {
  const limit = liveLimitOf(target, limits);
  if (!target.channel) return { title_limit: 0, seconds_left: 0, total_limit: 0 };
  const [row] = await db.query<{ used: number }>(
    `SELECT coalesce(sum(seconds), 0)::int AS used FROM viewing_allowance
     WHERE viewer_key = $1 AND day = $2::date AND media_id = $3`,
    [holder.key, lisbonDate(Math.floor(nowMs / 1000)), liveLedgerKey(target.channel)],
  );
  return { title_limit: limit, seconds_left: Math.max(0, limit - (row?.used ?? 0)), total_limit: limit };
}

/**
 * What `holder` may still play of `mediaId` now. The title's played time is the larger of what the ledger
 * holds for it today and, for an account, the furthest position any of its profiles saved in it (the spec's
 * "progress at or above video_time_limit cannot continue"); a second less than whole counts as none left.
 */
export async function allowanceOf(
  db: Db,
  holder: AllowanceHolder,
  mediaId: string,
  limits: TimeLimits,
  nowMs: number,
): Promise<PlaybackAllowance> {
  const [row] = await db.query<{ total: number; title: number; progress: number }>(
    `SELECT coalesce(sum(seconds), 0)::int AS total,
            coalesce(sum(seconds) FILTER (WHERE media_id = $3), 0)::int AS title,
            (SELECT coalesce(max(vp.progress), 0)
             FROM viewing_progress vp
             JOIN profiles p ON p.id = vp.profile_id
             JOIN items i ON i.id = vp.item_id
             WHERE p.account_id = $4::text AND i.media_id = $3) AS progress
     FROM viewing_allowance
     WHERE viewer_key = $1 AND day = $2::date AND ${VOD_ROWS}`,
    [holder.key, lisbonDate(Math.floor(nowMs / 1000)), mediaId, holder.accountId],
  );
  const titleUsed = Math.max(row?.title ?? 0, Number(row?.progress ?? 0));
  const left = Math.min(
    limits.video_time_limit - titleUsed,
    limits.video_cumulative_time_limit - (row?.total ?? 0),
  );
  return {
    title_limit: limits.video_time_limit,
    seconds_left: Math.max(0, Math.floor(left)),
    total_limit: limits.video_cumulative_time_limit,
  };
}

/** What `holder` may still play today of premium VOD in all, whatever the title. */
export async function dayAllowanceOf(
  db: Db,
  holder: AllowanceHolder,
  limits: TimeLimits,
  nowMs: number,
): Promise<{ seconds_left: number; total_limit: number }> {
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(seconds), 0)::int AS total FROM viewing_allowance
     WHERE viewer_key = $1 AND day = $2::date AND ${VOD_ROWS}`,
    [holder.key, lisbonDate(Math.floor(nowMs / 1000))],
  );
  return {
    seconds_left: Math.max(0, limits.video_cumulative_time_limit - (row?.total ?? 0)),
    total_limit: limits.video_cumulative_time_limit,
  };
}

/**
 * Charges `seconds` played of `mediaId` to `holder` today: at most the time since the title's last charge
 * today plus CHARGE_SLACK_SECONDS, or FIRST_CHARGE_MAX_SECONDS for the first. One statement: the row is
 * locked while it is charged, so reports arriving together (two tabs) are added one after the other, the
 * second measured from the first, and none is lost. Rows of earlier days count no more and go.
 */
export async function chargeWatched(
  db: Db,
  holder: AllowanceHolder,
  mediaId: string,
  seconds: number,
  nowMs: number,
): Promise<void> {
  const day = lisbonDate(Math.floor(nowMs / 1000));
  await db.query('DELETE FROM viewing_allowance WHERE day < $1::date', [day]);
  await db.query(
    `INSERT INTO viewing_allowance AS a (viewer_key, day, media_id, seconds, last_charged_at)
     VALUES ($1, $2::date, $3, LEAST($4::int, $6::int), $5::timestamptz)
     ON CONFLICT (viewer_key, day, media_id) DO UPDATE
     SET seconds = a.seconds + LEAST(
           $4::int,
           GREATEST(0, floor(extract(epoch FROM EXCLUDED.last_charged_at - a.last_charged_at)))::int + $7::int),
         last_charged_at = GREATEST(a.last_charged_at, EXCLUDED.last_charged_at)`,
    [holder.key, day, mediaId, seconds, timestamp(nowMs), FIRST_CHARGE_MAX_SECONDS, CHARGE_SLACK_SECONDS],
  );
}
