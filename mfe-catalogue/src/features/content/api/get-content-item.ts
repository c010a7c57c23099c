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

/**
 * Title requests started on the viewer's intent (a card pointed at or focused), before the title page
 * exists: the page then takes the answer on its way instead of asking only once it has mounted
 * (render-as-you-fetch). Keyed by viewer and title; an unused one is dropped after a while, a failed one
 * at once, so the page asks again itself.
 */
const prefetched = new Map<string, { answer: Promise<ContentItem>; at: number }>();
export const PREFETCH_KEEP_MS = 30_000;

const prefetchKey = (id: string, token: string | null): string => `${token ?? ''} ${id}`;

export function prefetchContentItem(
  id: string,
  token: string | null,
  now: number = Date.now(),
): Promise<ContentItem> {
  const key = prefetchKey(id, token);
  const entry = prefetched.get(key);
  if (entry && now - entry.at < PREFETCH_KEEP_MS) return entry.answer;
  // Titles pointed at but never opened would otherwise stay for the whole visit.
  for (const [stale, { at }] of prefetched) if (now - at >= PREFETCH_KEEP_MS) prefetched.delete(stale);
  const answer = getContentItem(id);
  answer.catch(() => {
    if (prefetched.get(key)?.answer === answer) prefetched.delete(key);
  });
  prefetched.set(key, { answer, at: now });
  return answer;
}

/** The answer a prefetch started for this viewer and title, once: a later page load asks afresh. */
export function takePrefetchedContentItem(
  id: string,
  token: string | null,
  now: number = Date.now(),
): Promise<ContentItem> | undefined {
  const key = prefetchKey(id, token);
  const entry = prefetched.get(key);
  prefetched.delete(key);
  return entry && now - entry.at < PREFETCH_KEEP_MS ? entry.answer : undefined;
}

/** A title; `id` null fetches nothing. The previous answer stays shown while a sign-in refetches it. */
export function useContentItem(id: string | null): SWRResponse<ContentItem, ApiError> {
  const token = useSession((state) => state.token);
  return useSWR<ContentItem, ApiError, ContentItemKey | null>(
    id === null ? null : contentItemKey(id, token),
    ([, itemId, viewer]: ContentItemKey) =>
      takePrefetchedContentItem(itemId, viewer) ?? getContentItem(itemId),
    { keepPreviousData: true },
  );
}
