import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Media } from '@palco/contracts';
import { type ApiError, callEndpoint, http, useSession } from '@palco/shared';

export function getMedia(id: string): Promise<Media> {
  return callEndpoint(http, endpoints.getMedia, { params: { id } });
}

export function mediaKey(id: string): string {
  return `/v1/content/media/${encodeURIComponent(id)}`;
}

/**
 * The stream of an item or channel; `null` waits (the item or channel is not known yet). Asked again when
 * the viewer signs in or out: what they may play, and for how long, is theirs.
 */
export function useMedia(id: string | null): SWRResponse<Media, ApiError> {
  const token = useSession((state) => state.token);
  return useSWR<Media, ApiError>(id === null ? null : [mediaKey(id), token], () => getMedia(id ?? ''), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // Signing in keeps the player on screen (the time limit's popups over it) while the new answer comes.
    keepPreviousData: true,
  });
}
