import { sessionEndpoints, type Account, type Profile } from '@palco/contracts';
import { callEndpoint } from '../http/http-client';
import { http } from '../runtime';
import { duringRestore, endSession } from './end-session';
import { sessionStore } from './session-store';

/** Loads the signed-in account into the session (spec section 4, "At start" and "Login"). */
export async function loadAccount(): Promise<Account> {
  const account = await callEndpoint(http, sessionEndpoints.getAccount);
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
  const { access_token } = await callEndpoint(http, sessionEndpoints.login, {
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
 * Makes a profile the session's own, from any app (`POST /v1/profile/select/{id}`). A PIN-protected profile
 * needs its PIN as `code`; a wrong one answers 403 `invalid_pin`. The session then holds the profile, so
 * every app gets the new viewer's cache and the shell follows the profile's language.
 */
export async function selectProfile(id: string, pin?: string): Promise<Profile> {
  const profile = await callEndpoint(http, sessionEndpoints.selectProfile, {
    params: { id },
    body: pin === undefined ? { profile_id: id } : { profile_id: id, code: pin },
  });
  sessionStore.getState().setProfile(profile);
  return profile;
}

/**
 * Logout from any app: the server revokes the token, then the session ends locally (even when the server
 * cannot be reached) and the shell takes the viewer home.
 */
export async function signOut(): Promise<void> {
  try {
    await callEndpoint(http, sessionEndpoints.logout);
  } catch (error) {
    console.warn('logout call failed; ending the session locally', error);
  }
  await endSession('signed-out');
}
