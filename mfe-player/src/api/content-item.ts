import useSWR, { mutate, type SWRResponse } from 'swr';
import { endpoints, type ContentItem } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export function getContentItem(id: string): Promise<ContentItem> {
  return callEndpoint(http, endpoints.getItem, { params: { id } });
}

export function contentItemKey(id: string): string {
  return `/v1/content/item/${encodeURIComponent(id)}`;
}

/** The item being played. Not revalidated on focus: playback must not restart when the tab returns. */
export function useContentItem(id: string): SWRResponse<ContentItem, ApiError> {
  return useSWR<ContentItem, ApiError>(contentItemKey(id), () => getContentItem(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/**
 * Writes a saved position into the cached item, so playing it again during this visit resumes from
 * there. The page-wide cache is used on purpose: the save that matters most completes after the
 * player has unmounted.
 */
export async function rememberProgress(itemId: string, seconds: number): Promise<void> {
  await mutate<ContentItem>(
    contentItemKey(itemId),
    (item) =>
      item?.user_status ? { ...item, user_status: { ...item.user_status, progress: seconds } } : item,
    { revalidate: false },
  );
}
