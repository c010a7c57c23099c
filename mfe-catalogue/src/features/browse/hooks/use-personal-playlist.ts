import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import {
  type ContentItem,
  personalPlaylistIds,
  type PersonalPlaylist,
  type PlaylistPage,
} from '@palco/contracts';
import type { ApiError } from '@palco/shared';
import { type CursorPaging, type Page, useCursorPaging } from '../../../hooks/use-cursor-paging';
import { getPlaylistPage } from '../api/get-playlist-page';
import { useViewerKey } from '../api/get-screen';

export type PersonalPlaylistKey = readonly ['getPersonalPlaylist', string, string | null];

/** The first page of the signed-in profile's own playlist (`GET /v1/content/playlist/{id}`). */
export function usePersonalPlaylist(playlist: PersonalPlaylist): SWRResponse<PlaylistPage, ApiError> {
  const viewer = useViewerKey();
  return useSWR<PlaylistPage, ApiError, PersonalPlaylistKey>(
    ['getPersonalPlaylist', personalPlaylistIds[playlist], viewer],
    ([, id]) => getPlaylistPage(id),
  );
}

/** The rest of a personal playlist, paged by cursor (the last item's id) after its first page. */
export function usePersonalPaging(first: PlaylistPage): CursorPaging<ContentItem> {
  const fetchPage = useCallback(
    async (cursor: string): Promise<Page<ContentItem>> => {
      const page = await getPlaylistPage(first.id, cursor);
      return { entries: page.contents, hasMore: page.has_more };
    },
    [first.id],
  );
  return useCursorPaging(first.contents, first.has_more, fetchPage);
}
