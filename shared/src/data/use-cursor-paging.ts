import { useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { type ApiError, normaliseError } from '../http/api-error';
import { appendUnique, lastItemId } from './cursor-paging';

/** One page of a list: its entries, and whether the server has more after them. */
export interface CursorPage<T> {
  entries: T[];
  hasMore: boolean;
}

/** Where a page starts: after the last item received (spec section 9); `page` is its 1-based number. */
export interface CursorPageRequest {
  cursor: string;
  page: number;
}

export interface CursorPaging<T> {
  entries: T[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadError: ApiError | null;
  /** Asks for the page after the last entry (the same one again after a failure); one at a time. */
  loadMore: () => void;
}

type PageKey = readonly [...(readonly string[]), number, string];

/**
 * The pages of a list after a first page the caller already has (a rail inside its screen, a season's
 * first episodes), on `swr/infinite`. `list` names the list in the app's cache, which is the viewer's
 * own, so the pages a viewer loaded are still there when they come back. Shared's copy of `swr/infinite`
 * comes with the one `swr` on the page, so it finds each app's cache.
 */
export function useCursorPaging<T extends { id: string }>(
  list: readonly string[],
  first: readonly T[],
  firstHasMore: boolean,
  fetchPage: (request: CursorPageRequest) => Promise<CursorPage<T>>,
): CursorPaging<T> {
  const { data, error, size, setSize, isValidating } = useSWRInfinite<
    CursorPage<T>,
    unknown,
    (index: number, previous: CursorPage<T> | null) => PageKey | null
  >(
    (index, previous) => {
      const cursor =
        index === 0 ? firstHasMore && lastItemId(first) : previous?.hasMore && lastItemId(previous.entries);
      return cursor ? [...list, index + 2, cursor] : null;
    },
    (key) => fetchPage({ page: Number(key[key.length - 2]), cursor: String(key[key.length - 1]) }),
    {
      initialSize: 0,
      // The first page is the caller's; later ones follow from it and are not fetched again on their own.
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );

  // Scroll events come faster than renders, and each `setSize` starts its own fetch: one at a time.
  const asking = useRef(false);

  const { entries, hasMore } = useMemo(() => {
    let shown: T[] = [...first];
    let more = firstHasMore;
    for (const page of data ?? []) {
      const next = appendUnique(shown, page.entries);
      // A page that adds nothing new would ask for the same cursor forever, so paging stops there.
      more = page.hasMore && next.length > shown.length;
      shown = next;
    }
    return { entries: shown, hasMore: more };
  }, [data, first, firstHasMore]);

  // A page asked for and not received is on its way, or has failed.
  const missing = (data?.length ?? 0) < size;
  const failed = missing && !isValidating && error !== undefined;

  return {
    entries,
    hasMore,
    isLoadingMore: missing && !failed,
    loadError: failed ? normaliseError(error) : null,
    loadMore: () => {
      if (asking.current || !hasMore || (missing && !failed)) return;
      asking.current = true;
      // The missing page again after a failure, else one more.
      setSize(failed ? size : size + 1)
        .catch(() => undefined)
        .finally(() => {
          asking.current = false;
        });
    },
  };
}
