import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Screen } from '@palco/contracts';
import { type ApiError, callEndpoint, http, type SessionState, useSession } from '@palco/shared';

/** A screen's rails depend on who asks (Continue Watching, the watchlist), so the viewer is in the key. */
export type ScreenKey = readonly ['getScreen', string, string | null];

/** `GET /v1/content/screen/{id}`: the screen's rails, each with its first page of cards. */
export function getScreen(id: string): Promise<Screen> {
  return callEndpoint(http, endpoints.getScreen, { params: { id } });
}

export function screenKey(id: string, viewer: string | null = null): ScreenKey {
  return ['getScreen', id, viewer];
}

/** Who the server shapes answers for: the chosen profile, else the signed-in account, else nobody. */
export function viewerKey(state: Pick<SessionState, 'profile' | 'token' | 'account'>): string | null {
  return state.profile?.id ?? (state.token ? (state.account?.id ?? 'signed-in') : null);
}

export function useViewerKey(): string | null {
  return useSession(viewerKey);
}

export function useScreen(id: string): SWRResponse<Screen, ApiError> {
  const viewer = useViewerKey();
  return useSWR<Screen, ApiError, ScreenKey>(screenKey(id, viewer), ([, screenId]) => getScreen(screenId));
}
