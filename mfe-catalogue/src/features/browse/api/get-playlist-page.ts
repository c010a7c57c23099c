import { endpoints, type PlaylistPage } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/**
 * `GET /v1/content/playlist/{id}?cursor={lastItemId}`: the cards after `cursor` (spec section 7), or the
 * first page without one.
 */
export function getPlaylistPage(railId: string, cursor?: string): Promise<PlaylistPage> {
  return callEndpoint(http, endpoints.getPlaylist, {
    params: { id: railId },
    ...(cursor === undefined ? {} : { query: { cursor } }),
  });
}
