import type { Channel, EpgEntry } from '@palco/contracts';
import { isOnAir } from './programmes';

/** Past programmes stay playable for 1296000 s, 15 days (spec section 9). */
export const CATCHUP_AVAILABILITY_SECONDS = 1_296_000;

/**
 * What the viewer can do with a programme: watch the channel live, watch the recording (catch-up), or
 * nothing yet (`upcoming`) or any more (`past`).
 */
export type ProgrammeState = 'live' | 'catchup' | 'upcoming' | 'past';

type Timed = Pick<EpgEntry, 'start_date' | 'end_date' | 'media_id'>;

/**
 * A programme on air is live; a past one is catch-up when past programmes are offered on demand
 * (`past_epg_as_vod`), its channel records (`dvr`), it has a recording and it ended at most 15 days ago.
 */
export function programmeState(
  entry: Timed,
  channel: Pick<Channel, 'dvr'>,
  nowSeconds: number,
  pastAsVod: boolean,
): ProgrammeState {
  if (isOnAir(entry, nowSeconds)) return 'live';
  if (entry.start_date > nowSeconds) return 'upcoming';
  const kept = entry.end_date >= nowSeconds - CATCHUP_AVAILABILITY_SECONDS;
  return pastAsVod && channel.dvr && entry.media_id !== null && kept ? 'catchup' : 'past';
}

/**
 * Where a programme plays: the channel's live stream, or its recording as an on-demand item (the API
 * serves a recorded programme at `/v1/content/item/{programme id}`, which the player's `/vod/{id}` plays).
 */
export function playHref(entry: Pick<EpgEntry, 'id' | 'channel'>, state: ProgrammeState): string | null {
  if (state === 'live') return `/live/${encodeURIComponent(entry.channel)}`;
  if (state === 'catchup') return `/vod/${encodeURIComponent(entry.id)}`;
  return null;
}
