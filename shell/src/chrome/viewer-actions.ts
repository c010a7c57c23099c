import { navigateToUrl } from 'single-spa';
import type { Profile } from '@palco/contracts';
import { callEndpoint, changeLocale, http, sessionStore, signOut, toLocale } from '@palco/shared';
import { isCurrentPath } from './main-menu';

/** Route where the account app asks for a profile's PIN before switching to it. */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';

/** Switches to a profile without a PIN: the server selects it, the session and language follow it. */
export async function selectProfile(id: string): Promise<Profile> {
  const profile = await callEndpoint(http, 'selectProfile', {
    params: { id },
    body: { profile_id: id },
  });
  sessionStore.getState().setProfile(profile);
  // Spec section 4: the interface language follows the profile's locale.
  await changeLocale(toLocale(profile.locale));
  return profile;
}

/**
 * Logout, then home (spec section 2). The search page keeps results of the old session in its own
 * state, so from there the page reloads fully instead.
 */
export async function logOut(): Promise<void> {
  await signOut();
  if (isCurrentPath(window.location.pathname, '/search')) window.location.assign('/');
  else navigateToUrl('/');
}
