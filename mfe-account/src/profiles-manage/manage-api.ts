import useSWR, { type SWRResponse } from 'swr';
import {
  endpoints,
  type Avatar,
  type PinChangeRequest,
  type PinCheckRequest,
  type PreferenceUpdateRequest,
  type Profile,
  type ProfileCreateRequest,
  type ProfileDeleteRequest,
  type ProfileUpdateRequest,
  type Restriction,
  type RestrictionUpdateRequest,
} from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

// The profile calls of spec section 7 that the profile-management pages make. Who may make which (the master
// for other profiles, a locked profile's PIN as `code`) is the API's to enforce; the pages only ask.

/** `POST /v1/profile` (master only): answers 201 with the new profile. */
export function createProfile(body: ProfileCreateRequest): Promise<Profile> {
  return callEndpoint(http, endpoints.createProfile, { body });
}

/** `PUT /v1/profile/{id}`: what is left out stays; a locked profile other than the session's needs `code`. */
export function updateProfile(id: string, body: ProfileUpdateRequest): Promise<Profile> {
  return callEndpoint(http, endpoints.putProfile, { params: { id }, body });
}

/** `PUT /v1/profile/preference`: the session's own profile's subtitle and audio languages. */
export function updatePreference(body: PreferenceUpdateRequest): Promise<Profile> {
  return callEndpoint(http, endpoints.putPreference, { body });
}

/** `PUT /v1/profile/restriction` (master only); `restriction_id: null` lifts it. */
export function updateRestriction(body: RestrictionUpdateRequest): Promise<Profile> {
  return callEndpoint(http, endpoints.putRestriction, { body });
}

/** `POST /v1/profile/pin`: sets a PIN, changes it (`old_code` the current one) or resets it (a mailed code). */
export function savePin(body: PinChangeRequest): Promise<Profile> {
  return callEndpoint(http, endpoints.setPin, { body });
}

/** `DELETE /v1/profile/pin` with the current PIN. */
export function removePin(body: PinCheckRequest): Promise<Profile> {
  return callEndpoint(http, endpoints.deletePin, { body });
}

/** `POST /v1/profile/pin/validate`: resolves when the PIN is right; a wrong one is 403 `invalid_pin`. */
export async function validatePin(body: PinCheckRequest): Promise<void> {
  await callEndpoint(http, endpoints.validatePin, { body });
}

/** `DELETE /v1/profile/{id} {code}` (master only, never the master profile). */
export async function deleteProfile(id: string, body: ProfileDeleteRequest): Promise<void> {
  await callEndpoint(http, endpoints.deleteProfile, { params: { id }, body });
}

async function getAvatars(): Promise<Avatar[]> {
  const { avatars } = await callEndpoint(http, endpoints.getAvatars);
  return avatars;
}

async function getRestrictions(): Promise<Restriction[]> {
  const { restrictions } = await callEndpoint(http, endpoints.getRestrictions);
  return restrictions;
}

// Avatars and restriction levels are the same for every viewer, and rarely change.
const STATIC = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** `GET /v1/avatars`: the pictures a profile may wear, in order. */
export function useAvatars(): SWRResponse<Avatar[], ApiError> {
  return useSWR<Avatar[], ApiError>('/v1/avatars', getAvatars, STATIC);
}

/** `GET /v1/content/restriction`: the parental restriction levels; `enabled` false asks nothing. */
export function useRestrictions(enabled = true): SWRResponse<Restriction[], ApiError> {
  return useSWR<Restriction[], ApiError>(enabled ? '/v1/content/restriction' : null, getRestrictions, STATIC);
}
