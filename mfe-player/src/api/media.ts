import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Media } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export function getMedia(id: string): Promise<Media> {
  return callEndpoint(http, endpoints.getMedia, { params: { id } });
}

export function mediaKey(id: string): string {
  return `/v1/content/media/${encodeURIComponent(id)}`;
}

/** The stream of an item or channel; `null` waits (the item or channel is not known yet). */
export function useMedia(id: string | null): SWRResponse<Media, ApiError> {
  return useSWR<Media, ApiError>(id === null ? null : mediaKey(id), () => getMedia(id ?? ''), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
