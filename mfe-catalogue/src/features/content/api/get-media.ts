import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Media } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type MediaKey = readonly ['getMedia', string];

/** `GET /v1/content/media/{id}`: where a trailer's video is; `id` null fetches nothing. */
export function useMedia(id: string | null): SWRResponse<Media, ApiError> {
  return useSWR<Media, ApiError, MediaKey | null>(
    id === null ? null : ['getMedia', id],
    ([, mediaId]: MediaKey) => callEndpoint(http, endpoints.getMedia, { params: { id: mediaId } }),
  );
}
