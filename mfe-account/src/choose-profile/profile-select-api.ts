import { endpoints, type Profile } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

/**
 * `POST /v1/profile/select/{id}` {profile_id, code}: makes the profile the session's own. A PIN-protected
 * profile needs its PIN as `code`; a wrong one answers 403 `invalid_pin`.
 */
export async function selectProfile(id: string, pin?: string): Promise<Profile> {
  return callEndpoint(http, endpoints.selectProfile, {
    params: { id },
    body: pin === undefined ? { profile_id: id } : { profile_id: id, code: pin },
  });
}

/** Error code of a refused PIN. */
export const INVALID_PIN_CODE = 'invalid_pin';

export function isWrongPin(error: ApiError): boolean {
  return error.errorCode === INVALID_PIN_CODE;
}

/** `POST /v1/profile/recover` {profile_id}: the server e-mails the account how to recover the PIN. */
export async function recoverPin(profileId: string): Promise<void> {
  await callEndpoint(http, endpoints.recoverPin, { body: { profile_id: profileId } });
}
