import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type SearchResult } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type SearchKey = readonly ['search', string];

/** `GET /v1/content/search/{query}`, checked against the contract's schema by `callEndpoint`. */
export function searchCatalogue(query: string): Promise<SearchResult> {
  return callEndpoint(http, endpoints.search, { params: { query } });
}

export function searchKey(query: string): SearchKey {
  return ['search', query];
}

/**
 * Results for a query; a blank query asks nothing. `keepPreviousData` keeps the last results on screen while
 * the next query's answer is on its way (the suggestions list would flicker otherwise).
 */
export function useSearch(
  query: string,
  { keepPreviousData = false }: { keepPreviousData?: boolean } = {},
): SWRResponse<SearchResult, ApiError> {
  const trimmed = query.trim();
  return useSWR<SearchResult, ApiError, SearchKey | null>(
    trimmed ? searchKey(trimmed) : null,
    ([, q]: SearchKey) => searchCatalogue(q),
    { keepPreviousData },
  );
}
