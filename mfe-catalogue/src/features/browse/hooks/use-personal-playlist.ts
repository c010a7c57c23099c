import { useCallback } from 'react';
import useSWR from 'swr';
import {
  type ContentItem,
  personalPlaylistIds,
  type PersonalPlaylist,
  type PlaylistPage,
} from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';
import { type CursorPaging, type Page, useCursorPaging } from '../../../hooks/use-cursor-paging';
import { getPlaylistPage } from '../api/get-playlist-page';
import { useViewerKey } from '../api/get-screen';

export type PersonalPlaylistKey = readonly ['getPersonalPlaylist', string, string | null];

const NO_ITEMS: ContentItem[] = [];

export interface PersonalPlaylistPaging {
  first: PlaylistPage | undefined;
  error: ApiError | undefined;
  retry: () => void;
  paging: CursorPaging<ContentItem>;
}

/** The signed-in profile's own playlist in full, from `GET /v1/content/playlist/{id}`, paged by cursor. */
export function usePersonalPlaylist(playlist: PersonalPlaylist): PersonalPlaylistPaging {
  const id = personalPlaylistIds[playlist];
  const viewer = useViewerKey();
  const { data, error, mutate } = useSWR<PlaylistPage, ApiError, PersonalPlaylistKey>(
    ['getPersonalPlaylist', id, viewer],
    ([, playlistId]) => callEndpoint<PlaylistPage>(http, 'getPlaylist', { params: { id: playlistId } }),
  );
  const fetchPage = useCallback(
    async (cursor: string): Promise<Page<ContentItem>> => {
      const page = await getPlaylistPage(id, cursor);
      return { entries: page.contents, hasMore: page.has_more };
    },
    [id],
  );
  const paging = useCursorPaging(data?.contents ?? NO_ITEMS, data?.has_more ?? false, fetchPage);
  return { first: data, error, retry: () => void mutate(), paging };
}
