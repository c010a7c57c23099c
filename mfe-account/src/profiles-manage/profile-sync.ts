import { useSWRConfig } from 'swr';
import type { Profile } from '@palco/contracts';
import { changeLocale, i18n, loadAccount, sessionStore, toLocale } from '@palco/shared';
import { profilesKey } from '../profile/profiles-api';

/**
 * A saved profile that is the viewer's own (`before` is it as it was): the session takes it (the shell's
 * header shows the new name and avatar), and a new interface language applies at once (spec section 4:
 * language follows the profile's locale). A save that leaves the locale as it was leaves the page's language
 * alone, which the viewer may have changed from the header meanwhile. Only a profile the session already
 * holds is replaced: setting one where none was would start a new viewer's cache under the page.
 */
export function followOwnProfile(saved: Profile, before: Profile): void {
  const { profile: current, setProfile } = sessionStore.getState();
  if (current?.id === saved.id) setProfile(saved);
  const locale = toLocale(saved.locale);
  if (locale !== toLocale(before.locale) && locale !== toLocale(i18n.language)) {
    changeLocale(locale).catch((error: unknown) => console.error('language change failed', error));
  }
}

/**
 * The account's list of profiles (`account.profiles`, which the header and the profile guard read) after a
 * profile was created, renamed or deleted. A failure keeps the list as it was: the next start reloads it.
 */
export async function reloadAccountProfiles(): Promise<void> {
  try {
    await loadAccount();
  } catch (error) {
    console.warn('The account could not be reloaded after a profile change', error);
  }
}

export interface ProfileListCache {
  /** Puts a saved profile in the cached list in place of its old self, without asking again. */
  put: (profile: Profile) => Promise<void>;
  /** Asks `GET /v1/profiles` again (a profile was added or removed). */
  refresh: () => Promise<void>;
}

/** The cached `GET /v1/profiles` of `/profile` and the profile choosers (key in profile/profiles-api.ts). */
export function useProfileListCache(accountId: string): ProfileListCache {
  const { mutate } = useSWRConfig();
  const key = profilesKey(accountId);
  return {
    put: async (profile) => {
      await mutate<Profile[]>(
        key,
        (list) => list?.map((entry) => (entry.id === profile.id ? profile : entry)),
        { revalidate: false },
      );
    },
    refresh: async () => {
      await mutate(key);
    },
  };
}
