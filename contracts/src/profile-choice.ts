import type { Account, Profile } from './entities';

/**
 * A multi-profile account with more than one profile and no profile chosen yet must choose one (spec
 * section 4, "Profile selection"). The shell's `profile` guard and the account team's login popup both
 * ask this.
 */
export function needsProfileChoice(account: Account | null, profile: Profile | null): boolean {
  return Boolean(account?.is_multi_profile && account.profiles.length > 1 && !profile);
}
