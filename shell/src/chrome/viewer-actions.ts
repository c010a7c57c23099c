import { endpoints, type Profile } from '@palco/contracts';
import { callEndpoint, changeLocale, http, sessionStore, toLocale } from '@palco/shared';

/** Route where the account app asks for a profile's PIN before switching to it. */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';

/** Switches to a profile without a PIN: the server selects it, the session and language follow it. */
export async function selectProfile(id: string): Promise<Profile> {
  const profile = await callEndpoint(http, endpoints.selectProfile, {
    params: { id },
    body: { profile_id: id },
  });
  sessionStore.getState().setProfile(profile);
  // Spec section 4: the interface language follows the profile's locale.
  await changeLocale(toLocale(profile.locale));
  return profile;
}
