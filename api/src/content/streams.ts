import {
  FREE_TIER_MAX_STREAMS,
  PREMIUM_WITHOUT_PLAN_MAX_STREAMS,
  STREAM_STALE_SECONDS,
  viewingErrorCodes,
  type Ping,
} from '@palco/contracts';
import { timestamp, type Db } from '../db';
import { HttpError } from '../http/errors';
import { lisbonToday } from '../payments/periods';
import { currentSubscription, expireSubscriptions } from '../payments/subscriptions';
import { SERVER_TRANSLATIONS } from '../seed/translations';

// Simultaneous live streams (spec sections 4 and 8; migration 016): one `stream_pings` row per (account,
// stream), the stream's id made by the player for each live playback. A stream counts while it has pinged
// within STREAM_STALE_SECONDS, so a tab closed without a word frees its slot within a minute, and at once
// when the player says the stream ended.

/**
 * A new stream past the plan's maximum. 409 rather than 429: nothing is asked too often, the account's
 * streams are in a state this one does not fit, and a 429 would read as "wait and send the same again".
 */
export const tooManyStreams = (): HttpError =>
  new HttpError(
    409,
    viewingErrorCodes.tooManyStreams,
    SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_TOO_MANY_STREAMS,
  );

/**
 * The live streams an account may play at once: its plan's while one is in force; a premium account with no
 * plan here (premium through an operator, a partner or a grant) gets the monthly plan's; else the free tier's.
 */
export async function maxStreamsOf(db: Db, accountId: string, nowMs: number): Promise<number> {
  const today = lisbonToday(nowMs);
  // A plan that has ended takes its premium with it before the account's flag is read.
  await expireSubscriptions(db, accountId, today);
  const subscription = await currentSubscription(db, accountId, today);
  if (!subscription) {
    const [account] = await db.query<{ premium: boolean }>('SELECT premium FROM accounts WHERE id = $1', [
      accountId,
    ]);
    return account?.premium ? PREMIUM_WITHOUT_PLAN_MAX_STREAMS : FREE_TIER_MAX_STREAMS;
  }
  const [plan] = await db.query<{ max_streams: number }>('SELECT max_streams FROM plans WHERE id = $1', [
    subscription.plan_id,
  ]);
  return plan?.max_streams ?? FREE_TIER_MAX_STREAMS;
}

/**
 * Counts a ping of `streamId` and answers the account's streams. A stream already counted keeps its slot
 * whatever the maximum (a plan that ended mid-match stops no one); a new one past the maximum is refused and
 * not recorded: the newest stream is the one turned away, never one that was already playing.
 *
 * The check and the insert run in one transaction with the account's row locked, so two new streams at
 * once cannot both take the last slot. The account's stale rows go at the same time, so an account keeps
 * no more rows than streams it may play.
 */
export async function holdStream(db: Db, accountId: string, streamId: string, nowMs: number): Promise<Ping> {
  const max = await maxStreamsOf(db, accountId, nowMs);
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
    await tx.query('DELETE FROM stream_pings WHERE account_id = $1 AND seen_at <= $2', [
      accountId,
      timestamp(nowMs - STREAM_STALE_SECONDS * 1000),
    ]);
    const streams = await tx.query<{ stream_id: string }>(
      'SELECT stream_id FROM stream_pings WHERE account_id = $1',
      [accountId],
    );
    const counted = streams.some((row) => row.stream_id === streamId);
    if (!counted && streams.length >= max) throw tooManyStreams();
    await tx.query(
      `INSERT INTO stream_pings (account_id, stream_id, seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, stream_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
      [accountId, streamId, timestamp(nowMs)],
    );
    return { connections: streams.length + (counted ? 0 : 1), max_connections: max, allowed: true };
  });
}

/** The stream has ended: its slot is free at once. Only the account's own stream of that id goes. */
export async function endStream(db: Db, accountId: string, streamId: string): Promise<void> {
  await db.query('DELETE FROM stream_pings WHERE account_id = $1 AND stream_id = $2', [accountId, streamId]);
}
