import useSWR, { type SWRResponse } from 'swr';
import { type CardScreen, endpoints } from '@palco/contracts';
import { type ApiError, callEndpoint, http, type SessionState, useSession } from '@palco/shared';

/** A screen's rails depend on who asks (Continue Watching, the watchlist), so the viewer is in the key. */
export type ScreenKey = readonly ['getScreen', string, string | null];

/**
 * `GET /v1/content/screen/{id}/cards`: the screen's rails, each with its first page of cards, and of each
 * title what its card shows (the whole titles are some 2.4 times the bytes, which no card draws).
 */
export function getScreen(id: string): Promise<CardScreen> {
  return callEndpoint(http, endpoints.getScreenCards, { params: { id } });
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

export function useScreen(id: string): SWRResponse<CardScreen, ApiError> {
  const viewer = useViewerKey();
  return useSWR<CardScreen, ApiError, ScreenKey>(screenKey(id, viewer), ([, screenId]) =>
    getScreen(screenId),
  );
}
