import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type EpgEntry, type Guide } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

/** What a channel airs now and next, from the guide (spec section 6's live page). */
export interface OnAir {
  now: EpgEntry | null;
  next: EpgEntry | null;
}

/** How far around now the guide is asked: enough for the programme on air and the one after it. */
const WINDOW_SECONDS = 6 * 3600;
/** The live page asks again this often, so "now" moves on with the schedule. */
export const ON_AIR_REFRESH_MS = 60_000;

/** The programme on air at `nowSeconds` and the one that follows it, from a channel's guide entries. */
export function onAirAt(epgs: readonly EpgEntry[], nowSeconds: number): OnAir {
  const sorted = [...epgs].sort((a, b) => a.start_date - b.start_date);
  const index = sorted.findIndex((epg) => epg.start_date <= nowSeconds && nowSeconds < epg.end_date);
  if (index < 0) return { now: null, next: sorted.find((epg) => epg.start_date > nowSeconds) ?? null };
  return { now: sorted[index] ?? null, next: sorted[index + 1] ?? null };
}

/** Every entry of `channelId` in a guide answer, whatever day it is filed under. */
export const entriesOf = (guide: Guide, channelId: string): EpgEntry[] =>
  guide.channels
    .filter((channel) => channel.id === channelId)
    .flatMap((channel) => channel.dates.flatMap((date) => date.epgs));

/** The channel's guide around now, asked again every minute; what is on air is read from it at render. */
export function useChannelGuide(
  channelId: string | null,
  nowSeconds: number,
): SWRResponse<EpgEntry[], ApiError> {
  // The window moves by the hour, so a minute's refresh asks the same (cacheable) question.
  const hour = Math.floor(nowSeconds / 3600) * 3600;
  return useSWR<EpgEntry[], ApiError>(
    channelId ? ['live-guide', channelId, hour] : null,
    async () =>
      entriesOf(
        await callEndpoint(http, endpoints.getEpg, {
          query: {
            startDate: hour - WINDOW_SECONDS,
            endDate: hour + WINDOW_SECONDS,
            channels: channelId ?? '',
          },
        }),
        channelId ?? '',
      ),
    { refreshInterval: ON_AIR_REFRESH_MS, revalidateOnFocus: false },
  );
}
