import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { type ApiError, normaliseError } from '@palco/shared';
import { appendUnique, lastItemId } from '../utils/cursor-paging';

export interface Page<T> {
  entries: T[];
  hasMore: boolean;
}

export interface CursorPaging<T> {
  entries: T[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadError: ApiError | null;
  /** Fetches the page after the last entry; does nothing while a page is on its way or none is left. */
  loadMore: () => void;
}

interface State<T> {
  more: T[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadError: ApiError | null;
}

type Action<T> =
  { type: 'start' } | { type: 'loaded'; page: Page<T>; added: boolean } | { type: 'failed'; error: ApiError };

function reducer<T extends { id: string }>(state: State<T>, action: Action<T>): State<T> {
  switch (action.type) {
    case 'start':
      return { ...state, isLoadingMore: true, loadError: null };
    case 'loaded':
      // A page that adds nothing new would ask for the same cursor forever, so paging stops there.
      return {
        more: appendUnique(state.more, action.page.entries),
        hasMore: action.page.hasMore && action.added,
        isLoadingMore: false,
        loadError: null,
      };
    case 'failed':
      return { ...state, isLoadingMore: false, loadError: action.error };
  }
}

/**
 * Cursor paging after a first page the server already sent (a rail inside its screen, a season's first
 * episodes). The later pages are the viewer's own scroll state, so they live with the component that
 * shows them; SWR keeps the first page. (`swr/infinite` is not among the federation's shared modules, and
 * bundling a second SWR here would split its cache from everyone else's.)
 */
export function useCursorPaging<T extends { id: string }>(
  first: readonly T[],
  firstHasMore: boolean,
  fetchPage: (cursor: string) => Promise<Page<T>>,
): CursorPaging<T> {
  const [state, dispatch] = useReducer(reducer<T>, {
    more: [],
    hasMore: firstHasMore,
    isLoadingMore: false,
    loadError: null,
  });
  const entries = useMemo(() => appendUnique(first, state.more), [first, state.more]);
  // Scroll events arrive faster than React re-renders; the ref keeps it to one request at a time.
  const inFlight = useRef(false);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  const cursor = lastItemId(entries);
  const { hasMore } = state;
  const loadMore = useCallback((): void => {
    if (inFlight.current || !hasMore || cursor === null) return;
    inFlight.current = true;
    dispatch({ type: 'start' });
    fetchRef
      .current(cursor)
      .then((page) => {
        dispatch({
          type: 'loaded',
          page,
          added: appendUnique(entries, page.entries).length > entries.length,
        });
      })
      .catch((error: unknown) => dispatch({ type: 'failed', error: normaliseError(error) }))
      .finally(() => {
        inFlight.current = false;
      });
  }, [cursor, entries, hasMore]);

  return { entries, hasMore, isLoadingMore: state.isLoadingMore, loadError: state.loadError, loadMore };
}
