import type { Account, Profile } from '@palco/contracts';

/** A profile the viewer can switch to from the header. */
export interface ProfileEntry {
  id: string;
  name: string;
  /** Known only once `GET /v1/profiles` answered; until then no badge or lock shows. */
  isMaster: boolean;
  hasPin: boolean;
  avatarUrl: string | null;
}

/**
 * The account's other profiles, in the account's order, with the master flag, PIN protection and
 * avatar taken from the full profile list when it is available.
 */
export function otherProfiles(
  account: Account,
  current: Profile | null,
  details: readonly Profile[] = [],
): ProfileEntry[] {
  const byId = new Map(details.map((profile) => [profile.id, profile]));
  return account.profiles
    .filter((profile) => profile.id !== current?.id)
    .map((profile) => {
      const detail = byId.get(profile.id);
      return {
        id: profile.id,
        name: detail?.name ?? profile.name,
        isMaster: detail?.isMaster ?? false,
        hasPin: detail?.has_pin ?? false,
        avatarUrl: detail?.avatar?.url ?? null,
      };
    });
}

/** The name the header shows: the chosen profile's, otherwise the account holder's first name. */
export function displayName(account: Account, profile: Profile | null): string {
  return profile?.name || account.first_name || account.email;
}
