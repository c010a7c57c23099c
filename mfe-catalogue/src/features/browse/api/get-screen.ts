import useSWR, { type SWRResponse } from 'swr';
import type { Screen } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type ScreenKey = readonly ['getScreen', string];

/** `GET /v1/content/screen/{id}`: the screen's rails, each with its first page of cards. */
export function getScreen(id: string): Promise<Screen> {
  return callEndpoint<Screen>(http, 'getScreen', { params: { id } });
}

export function screenKey(id: string): ScreenKey {
  return ['getScreen', id];
}

export function useScreen(id: string): SWRResponse<Screen, ApiError> {
  return useSWR<Screen, ApiError, ScreenKey>(screenKey(id), ([, screenId]) => getScreen(screenId));
}
