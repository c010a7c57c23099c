import { endpoints, type AccountDeleteRequest } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/** `POST /v1/account/delete/code`: e-mails the account the code that confirms its deletion. */
export async function requestDeletionCode(): Promise<void> {
  await callEndpoint(http, endpoints.requestDeleteCode);
}

/** `POST /v1/account/delete`: deletes the account, which ends every session of it. */
export async function deleteAccount(request: AccountDeleteRequest): Promise<void> {
  await callEndpoint(http, endpoints.confirmDelete, { body: request });
}
