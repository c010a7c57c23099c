import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Guide } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';
import type { EpgRange } from '../utils/guide-range';

export type EpgKey = readonly ['getEpg', number, number, string];

/**
 * `GET /v1/content/epg?startDate&endDate&channels`: the programmes of `channelIds` overlapping the range.
 * Dates are in seconds, channels a comma list (spec section 7).
 */
export function getEpg(range: EpgRange, channelIds: readonly string[]): Promise<Guide> {
  return callEndpoint(http, endpoints.getEpg, {
    query: { startDate: range.startDate, endDate: range.endDate, channels: channelIds.join(',') },
  });
}

export function epgKey(range: EpgRange, channelIds: readonly string[]): EpgKey {
  return ['getEpg', range.startDate, range.endDate, channelIds.join(',')];
}

/**
 * One day of one batch of channels, cached by both: scrolling back or returning to a day asks nothing
 * again. No channels asks nothing, since an empty list would mean every channel.
 */
export function useEpg(range: EpgRange, channelIds: readonly string[]): SWRResponse<Guide, ApiError> {
  return useSWR<Guide, ApiError, EpgKey | null>(
    channelIds.length > 0 ? epgKey(range, channelIds) : null,
    () => getEpg(range, channelIds),
    // A guide does not change while it is open: a day seen once comes back from the cache, neither on
    // focus nor when the viewer returns to it.
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
