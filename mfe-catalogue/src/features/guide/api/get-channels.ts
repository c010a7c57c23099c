import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Channel } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type ChannelsKey = readonly ['getChannels'];

/** `GET /v1/content/channel`: every live channel, in the server's order. */
export async function getChannels(): Promise<Channel[]> {
  const { channels } = await callEndpoint(http, endpoints.getChannels);
  return channels;
}

export function channelsKey(): ChannelsKey {
  return ['getChannels'];
}

export function useChannels(): SWRResponse<Channel[], ApiError> {
  return useSWR<Channel[], ApiError, ChannelsKey>(channelsKey(), () => getChannels());
}
