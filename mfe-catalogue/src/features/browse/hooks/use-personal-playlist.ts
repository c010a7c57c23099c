import useSWR, { type SWRResponse } from 'swr';
import {
  type ContentItem,
  personalPlaylistIds,
  type PersonalPlaylist,
  type PlaylistPage,
} from '@palco/contracts';
import { type ApiError, type CursorPage, type CursorPaging, useCursorPaging } from '@palco/shared';
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
  return useCursorPaging(
    ['getPlaylistPage', first.id],
    first.contents,
    first.has_more,
    async ({ cursor }): Promise<CursorPage<ContentItem>> => {
      const page = await getPlaylistPage(first.id, cursor);
      return { entries: page.contents, hasMore: page.has_more };
    },
  );
}
