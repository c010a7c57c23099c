import type { Account, AccountUpdateRequest } from '@palco/contracts';
import { loadAccount, sessionStore } from '@palco/shared';
import { updateAccount } from '../register/registration-api';

/**
 * The chosen profile as the session holds it takes the name the reloaded account lists for it: the API
 * renames the master profile with the holder's first name, and the header shows the profile's name.
 */
function followProfileName(account: Account): void {
  const { profile, setProfile } = sessionStore.getState();
  const listed = account.profiles.find((entry) => entry.id === profile?.id);
  if (profile && listed && listed.name !== profile.name) setProfile({ ...profile, name: listed.name });
}

/**
 * Saves the personal data (`PUT /v1/account`), then reloads the session's account (`GET /v1/account`) so
 * that every app — the header first — shows the new name. Should the reload fail while the session lasts,
 * the saved account the update answered takes its place.
 */
export async function saveAccountData(request: AccountUpdateRequest): Promise<Account> {
  const saved = await updateAccount(request);
  let account = saved;
  try {
    account = await loadAccount();
  } catch (error) {
    console.warn('The account could not be reloaded after saving; keeping the saved one', error);
    if (!sessionStore.getState().token) throw error;
    sessionStore.getState().setAccount(saved);
  }
  followProfileName(account);
  return account;
}
