import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type SeasonPage, SeasonPageSchema } from '@palco/contracts';
import { type ApiError, callEndpoint, http, normaliseError, useSession } from '@palco/shared';

/** Keyed by the session too: each episode carries the signed-in viewer's progress. */
export type SeasonPageKey = readonly ['getSeason', string, string, string | null];

/**
 * `GET /v1/content/item/{id}/season/{seasonId}`, optionally after `cursor`: a page of a season's
 * episodes. The endpoint map carries no schema for it yet, so the page is checked here.
 */
export async function getSeasonPage(
  seriesId: string,
  seasonId: string,
  cursor?: string,
): Promise<SeasonPage> {
  const body = await callEndpoint(http, endpoints.getSeason, {
    params: { id: seriesId, seasonId },
    ...(cursor ? { query: { cursor } } : {}),
  });
  const parsed = SeasonPageSchema.safeParse(body);
  if (!parsed.success)
    throw normaliseError(new Error(`Unexpected response from getSeason: ${parsed.error.message}`));
  return parsed.data;
}

export function seasonPageKey(seriesId: string, seasonId: string, token: string | null): SeasonPageKey {
  return ['getSeason', seriesId, seasonId, token];
}

/** The first page of a season; `seasonId` null (a series without seasons) fetches nothing. */
export function useSeasonPage(seriesId: string, seasonId: string | null): SWRResponse<SeasonPage, ApiError> {
  const token = useSession((state) => state.token);
  return useSWR<SeasonPage, ApiError, SeasonPageKey | null>(
    seasonId === null ? null : seasonPageKey(seriesId, seasonId, token),
    ([, id, season]: SeasonPageKey) => getSeasonPage(id, season),
  );
}
