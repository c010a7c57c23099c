import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type ContentItem } from '@palco/contracts';
import { type ApiError, callEndpoint, http, useSession } from '@palco/shared';

/** The item and who asks: signing in or out fetches it again, with or without the viewer's status. */
export type ContentItemKey = readonly ['getItem', string, string | null];

/** `GET /v1/content/item/{id}`: a title with everything its page shows. */
export function getContentItem(id: string): Promise<ContentItem> {
  return callEndpoint(http, endpoints.getItem, { params: { id } });
}

export function contentItemKey(id: string, token: string | null): ContentItemKey {
  return ['getItem', id, token];
}

/** A title; `id` null fetches nothing. The previous answer stays shown while a sign-in refetches it. */
export function useContentItem(id: string | null): SWRResponse<ContentItem, ApiError> {
  const token = useSession((state) => state.token);
  return useSWR<ContentItem, ApiError, ContentItemKey | null>(
    id === null ? null : contentItemKey(id, token),
    ([, itemId]: ContentItemKey) => getContentItem(itemId),
    { keepPreviousData: true },
  );
}
