import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import type { ContentItem, FilterPage } from '@palco/contracts';
import type { ApiError } from '@palco/shared';
import { type CursorPaging, type Page, useCursorPaging } from '../../../hooks/use-cursor-paging';
import { type FilterTarget, getFilterPage } from '../api/get-filter-page';
import { useViewerKey } from '../api/get-screen';

export type FilterPageKey = readonly ['getFilterPage', string, string | null, number, string | null];

const NO_ITEMS: ContentItem[] = [];

export interface FilterPaging {
  first: FilterPage | undefined;
  error: ApiError | undefined;
  retry: () => void;
  paging: CursorPaging<ContentItem>;
}

/**
 * A filter page's titles: page 1 through SWR (shared, revalidated), later pages of `size` appended as the
 * viewer asks for them. Keyed by target, so a new chip starts again from page 1.
 */
export function useFilterPage(target: FilterTarget, size: number): FilterPaging {
  const viewer = useViewerKey();
  const { data, error, mutate } = useSWR<FilterPage, ApiError, FilterPageKey>(
    ['getFilterPage', target.sectionId, target.filterId, size, viewer],
    ([, sectionId, filterId, pageSize]) => getFilterPage({ sectionId, filterId }, 1, pageSize),
  );
  // Pages are numbered; the paging hook asks one at a time, so the count advances only on success.
  const pagesLoaded = useRef(1);
  const fetchPage = useCallback(async (): Promise<Page<ContentItem>> => {
    const next = pagesLoaded.current + 1;
    const page = await getFilterPage(target, next, size);
    pagesLoaded.current = next;
    return { entries: page.contents, hasMore: page.has_more };
  }, [target, size]);
  const paging = useCursorPaging(data?.contents ?? NO_ITEMS, data?.has_more ?? false, fetchPage);
  return { first: data, error, retry: () => void mutate(), paging };
}
