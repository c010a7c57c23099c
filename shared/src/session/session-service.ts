import { endpoints, type Account } from '@palco/contracts';
import { callEndpoint } from '../http/http-client';
import { http } from '../runtime';
import { duringRestore, endSession } from './end-session';
import { sessionStore } from './session-store';

/** Loads the signed-in account into the session (spec section 4, "At start" and "Login"). */
export async function loadAccount(): Promise<Account> {
  const account = await callEndpoint(http, endpoints.getAccount);
  sessionStore.getState().setAccount(account);
  return account;
}

/** At start: a stored token loads the account; a failure logs the viewer out silently. */
export async function restoreSession(): Promise<Account | null> {
  if (!sessionStore.getState().token) return null;
  try {
    return await duringRestore(loadAccount);
  } catch {
    await endSession('restore-failed');
    return null;
  }
}

/** E-mail and password sign-in: `POST /v1/login` form-encoded, then the account load. */
export async function signIn(email: string, password: string): Promise<Account> {
  const { access_token } = await callEndpoint(http, endpoints.login, {
    body: { email: email.trim(), password },
  });
  sessionStore.getState().signIn(access_token);
  try {
    return await loadAccount();
  } catch (error) {
    sessionStore.getState().clear();
    throw error;
  }
}

/**
 * Logout from any app: the server revokes the token, then the session ends locally (even when the server
 * cannot be reached) and the shell takes the viewer home.
 */
export async function signOut(): Promise<void> {
  try {
    await callEndpoint(http, endpoints.logout);
  } catch (error) {
    console.warn('logout call failed; ending the session locally', error);
  }
  await endSession('signed-out');
}
