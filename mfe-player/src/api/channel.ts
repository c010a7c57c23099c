import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Channel } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export function getChannel(id: string): Promise<Channel> {
  return callEndpoint(http, endpoints.getChannel, { params: { id } });
}

export function channelKey(id: string): string {
  return `/v1/content/channel/${encodeURIComponent(id)}`;
}

export function useChannel(id: string): SWRResponse<Channel, ApiError> {
  return useSWR<Channel, ApiError>(channelKey(id), () => getChannel(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
