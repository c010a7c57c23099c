import { useCallback, useMemo } from 'react';
import type { Rail } from '@palco/contracts';
import { type CursorPaging, type Page, useCursorPaging } from '../../../hooks/use-cursor-paging';
import type { CardTarget } from '../../../utils/card-href';
import { getPlaylistPage } from '../api/get-playlist-page';
import { entriesOf } from '../utils/rail-entries';

/** A rail's cards: the first page from its screen, then playlist pages while the server has more. */
export function useRailPaging(rail: Rail): CursorPaging<CardTarget> {
  const first = useMemo(() => entriesOf(rail), [rail]);
  const fetchPage = useCallback(
    async (cursor: string): Promise<Page<CardTarget>> => {
      const page = await getPlaylistPage(rail.id, cursor);
      return { entries: entriesOf(page), hasMore: page.has_more };
    },
    [rail.id],
  );
  return useCursorPaging(first, rail.has_more, fetchPage);
}
