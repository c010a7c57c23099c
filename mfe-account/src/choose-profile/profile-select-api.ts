import { endpoints } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

/** Error code of a refused PIN (`selectProfile` of `@palco/shared` with a wrong one). */
export const INVALID_PIN_CODE = 'invalid_pin';

export function isWrongPin(error: ApiError): boolean {
  return error.errorCode === INVALID_PIN_CODE;
}

/** `POST /v1/profile/recover` {profile_id}: the server e-mails the account how to recover the PIN. */
export async function recoverPin(profileId: string): Promise<void> {
  await callEndpoint(http, endpoints.recoverPin, { body: { profile_id: profileId } });
}
