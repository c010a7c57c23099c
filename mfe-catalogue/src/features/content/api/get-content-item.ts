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
 * at once, so the page asks again itself. `item` is the answer once it has come.
 */
interface Prefetch {
  answer: Promise<ContentItem>;
  at: number;
  item?: ContentItem;
}
const prefetched = new Map<string, Prefetch>();
export const PREFETCH_KEEP_MS = 30_000;

const prefetchKey = (id: string, token: string | null): string => `${token ?? ''} ${id}`;

/** The prefetch kept under `key`, unless it is older than `PREFETCH_KEEP_MS`. */
function freshPrefetch(key: string, now: number): Prefetch | undefined {
  const entry = prefetched.get(key);
  return entry && now - entry.at < PREFETCH_KEEP_MS ? entry : undefined;
}

export function prefetchContentItem(
  id: string,
  token: string | null,
  now: number = Date.now(),
): Promise<ContentItem> {
  const key = prefetchKey(id, token);
  const kept = freshPrefetch(key, now);
  if (kept) return kept.answer;
  // Titles pointed at but never opened would otherwise stay for the whole visit.
  for (const [stale, { at }] of prefetched) if (now - at >= PREFETCH_KEEP_MS) prefetched.delete(stale);
  const answer = getContentItem(id);
  const entry: Prefetch = { answer, at: now };
  answer.then(
    (item) => {
      entry.item = item;
    },
    () => {
      if (prefetched.get(key) === entry) prefetched.delete(key);
    },
  );
  prefetched.set(key, entry);
  return answer;
}

/**
 * The answer a prefetch has already had for this viewer and title, without taking it: the page draws it in
 * its first render, instead of drawing its placeholder and then the title a task later.
 */
export function prefetchedContentItem(
  id: string,
  token: string | null,
  now: number = Date.now(),
): ContentItem | undefined {
  return freshPrefetch(prefetchKey(id, token), now)?.item;
}

/** The answer a prefetch started for this viewer and title, once: a later page load asks afresh. */
export function takePrefetchedContentItem(
  id: string,
  token: string | null,
  now: number = Date.now(),
): Promise<ContentItem> | undefined {
  const key = prefetchKey(id, token);
  const entry = freshPrefetch(key, now);
  prefetched.delete(key);
  return entry?.answer;
}

/**
 * A title; `id` null fetches nothing. The previous answer stays shown while a sign-in refetches it. A
 * prefetch's answer that has already come is shown at once; the hook's own fetch then takes that answer,
 * so it costs no second request.
 */
export function useContentItem(id: string | null): SWRResponse<ContentItem, ApiError> {
  const token = useSession((state) => state.token);
  return useSWR<ContentItem, ApiError, ContentItemKey | null>(
    id === null ? null : contentItemKey(id, token),
    ([, itemId, viewer]: ContentItemKey) =>
      takePrefetchedContentItem(itemId, viewer) ?? getContentItem(itemId),
    { keepPreviousData: true, fallbackData: id === null ? undefined : prefetchedContentItem(id, token) },
  );
}
