import { endpoints, type PasswordChangeRequest, type PasswordResetRequest } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/** `PUT /v1/account/forgot`: e-mails a reset code; the answer is the same whether or not the e-mail has an account. */
export async function requestResetCode(email: string): Promise<void> {
  await callEndpoint(http, endpoints.forgot, { body: { email } });
}

/** `PUT /v1/account/reset`: a new password with the e-mailed code; the account's sessions end. */
export async function resetPassword(request: PasswordResetRequest): Promise<void> {
  await callEndpoint(http, endpoints.resetPassword, { body: request });
}

/** `PUT /v1/account/password`, signed in: a wrong current password answers 403 `invalid_password`. */
export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await callEndpoint(http, endpoints.putPassword, { body: request });
}
