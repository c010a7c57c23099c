import { useCallback, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ContentItem, FilterPage } from '@palco/contracts';
import type { ApiError } from '@palco/shared';
import { type CursorPaging, type Page, useCursorPaging } from '../../../hooks/use-cursor-paging';
import { type FilterTarget, getFilterPage } from '../api/get-filter-page';
import { useViewerKey } from '../api/get-screen';

export type FilterPageKey = readonly ['getFilterPage', string, string | null, number, string | null];

/**
 * Page 1 of a filter page. While another chip's page loads, the last one stays (`keepPreviousData`), so
 * the chips do not vanish under the viewer's pointer.
 */
export function useFirstFilterPage(target: FilterTarget, size: number): SWRResponse<FilterPage, ApiError> {
  const viewer = useViewerKey();
  return useSWR<FilterPage, ApiError, FilterPageKey>(
    ['getFilterPage', target.sectionId, target.filterId, size, viewer],
    ([, sectionId, filterId, pageSize]) => getFilterPage({ sectionId, filterId }, 1, pageSize),
    { keepPreviousData: true },
  );
}

/** The titles after page 1, appended page by page (of `size`) as the viewer asks for them. */
export function useFilterPaging(first: FilterPage, target: FilterTarget): CursorPaging<ContentItem> {
  // Pages are numbered; the paging hook asks one at a time, so the count advances only on success.
  const pagesLoaded = useRef(1);
  const fetchPage = useCallback(async (): Promise<Page<ContentItem>> => {
    const next = pagesLoaded.current + 1;
    const page = await getFilterPage(target, next, first.size);
    pagesLoaded.current = next;
    return { entries: page.contents, hasMore: page.has_more };
  }, [target, first.size]);
  return useCursorPaging(first.contents, first.has_more, fetchPage);
}
