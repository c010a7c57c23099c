import useSWR, { type SWRResponse } from 'swr';
import type { ContentItem } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type ContentItemKey = readonly ['getItem', string];

/** `GET /v1/content/item/{id}`: a title with everything its page shows. */
export function getContentItem(id: string): Promise<ContentItem> {
  return callEndpoint<ContentItem>(http, 'getItem', { params: { id } });
}

export function contentItemKey(id: string): ContentItemKey {
  return ['getItem', id];
}

export function useContentItem(id: string): SWRResponse<ContentItem, ApiError> {
  return useSWR<ContentItem, ApiError, ContentItemKey>(contentItemKey(id), ([, itemId]) =>
    getContentItem(itemId),
  );
}
