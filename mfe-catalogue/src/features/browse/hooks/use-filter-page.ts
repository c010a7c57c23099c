import useSWR, { type SWRResponse } from 'swr';
import type { ContentItem, FilterPage } from '@palco/contracts';
import { type ApiError, type CursorPage, type CursorPaging, useCursorPaging } from '@palco/shared';
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
  // Filter pages are numbered rather than cursored.
  return useCursorPaging(
    ['getFilterPage', target.sectionId, target.filterId ?? '', String(first.size)],
    first.contents,
    first.has_more,
    async ({ page }): Promise<CursorPage<ContentItem>> => {
      const next = await getFilterPage(target, page, first.size);
      return { entries: next.contents, hasMore: next.has_more };
    },
  );
}
