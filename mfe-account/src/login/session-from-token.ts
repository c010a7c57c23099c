import { type Account, needsProfileChoice } from '@palco/contracts';
import { loadAccount, sessionStore } from '@palco/shared';
import { chooseProfileUrl } from '../navigation/profile-choice';

/**
 * A session from the token a sign-in other than the password one gave (social, operator, TV code, sign-up):
 * the token, then the account, as shared's `signIn` does; the token goes again if the account cannot load.
 */
export async function startSession(token: string): Promise<Account> {
  sessionStore.getState().signIn(token);
  try {
    return await loadAccount();
  } catch (error) {
    sessionStore.getState().clear();
    throw error;
  }
}

/** Where a signed-in viewer goes: who is watching first for a family, else where they were headed. */
export function destinationAfterSignIn(account: Account | null, returnTo: string): string {
  if (!account) return '/';
  return needsProfileChoice(account, sessionStore.getState().profile) ? chooseProfileUrl(returnTo) : returnTo;
}
