import useSWR, { type SWRResponse } from 'swr';
import { type SearchResult, SearchResultSchema } from '@palco/contracts';
import { type ApiError, callEndpoint, http, normaliseError } from '@palco/shared';

export type SearchKey = readonly ['search', string];

/** `GET /v1/content/search/{query}`; the endpoint map carries no schema for it yet, so it is checked here. */
export async function searchCatalogue(query: string): Promise<SearchResult> {
  const body = await callEndpoint<unknown>(http, 'search', { params: { query } });
  const parsed = SearchResultSchema.safeParse(body);
  if (!parsed.success)
    throw normaliseError(new Error(`Unexpected response from search: ${parsed.error.message}`));
  return parsed.data;
}

export function searchKey(query: string): SearchKey {
  return ['search', query];
}

/** Results for a query; a blank query asks nothing. */
export function useSearch(query: string): SWRResponse<SearchResult, ApiError> {
  const trimmed = query.trim();
  return useSWR<SearchResult, ApiError, SearchKey | null>(
    trimmed ? searchKey(trimmed) : null,
    ([, q]: SearchKey) => searchCatalogue(q),
  );
}
