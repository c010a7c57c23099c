import type { Account, Profile } from './account-entities';

/**
 * A multi-profile account with more than one profile and no profile chosen yet must choose one (spec
 * section 4, "Profile selection"). The shell's `profile` guard and the account team's login popup both
 * ask this.
 */
export function needsProfileChoice(account: Account | null, profile: Profile | null): boolean {
  return Boolean(account?.is_multi_profile && account.profiles.length > 1 && !profile);
}

/**
 * How long a profile choice holds (spec section 4): with more than one profile, a choice made longer ago
 * than this is asked again when the site is opened.
 */
export const PROFILE_CHOICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether a choice made at `chosenAt` (ms; null when unknown) still holds at `now`. */
export function isProfileChoiceFresh(chosenAt: number | null, now: number): boolean {
  return chosenAt !== null && now - chosenAt >= 0 && now - chosenAt <= PROFILE_CHOICE_MAX_AGE_MS;
}

/** Accounts made on this service carry this origin; any other origin is an operator's (spec section 3). */
export const OWN_ACCOUNT_ORIGIN = 'palco';

/** An account made through a telecom operator: it completes its profile with an e-mail only (section 4). */
export function isOperatorAccount(account: Account | null): boolean {
  const origin = account?.extraParameters.origin ?? null;
  return origin !== null && origin !== OWN_ACCOUNT_ORIGIN;
}
