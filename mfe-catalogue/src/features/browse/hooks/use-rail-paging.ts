import { useMemo } from 'react';
import type { CardRail } from '@palco/contracts';
import { type CursorPage, type CursorPaging, useCursorPaging } from '@palco/shared';
import type { CardTarget } from '../../../utils/card-href';
import { getPlaylistPage } from '../api/get-playlist-page';
import { entriesOf } from '../utils/rail-entries';

/** A rail's cards: the first page from its screen, then playlist pages while the server has more. */
export function useRailPaging(rail: CardRail): CursorPaging<CardTarget> {
  const first = useMemo(() => entriesOf(rail), [rail]);
  return useCursorPaging(
    ['getPlaylistPage', rail.id],
    first,
    rail.has_more,
    async ({ cursor }): Promise<CursorPage<CardTarget>> => {
      const page = await getPlaylistPage(rail.id, cursor);
      return { entries: entriesOf(page), hasMore: page.has_more };
    },
  );
}
