import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Profile } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

/** `GET /v1/profiles`: the account's profiles with their avatar, PIN and master flags. */
export async function getProfiles(): Promise<Profile[]> {
  const { profiles } = await callEndpoint(http, endpoints.getProfiles);
  return profiles;
}

/** Keyed by account so a different sign-in never shows the previous account's profiles. */
export function profilesKey(accountId: string | null): readonly [string, string] | null {
  return accountId ? ['/v1/profiles', accountId] : null;
}

export function useProfiles(accountId: string | null): SWRResponse<Profile[], ApiError> {
  return useSWR<Profile[], ApiError>(profilesKey(accountId), getProfiles);
}
