import { type Account, viewingErrorCodes } from '@palco/contracts';
import type { ApiError } from '@palco/shared';

/** The account app's page for choosing another profile (contracts' route table, guard `multi-profile`). */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';

/** A title the profile's parental restriction keeps from it (403 `content_restricted`). */
export function isRestricted(error: ApiError | undefined): boolean {
  return error?.errorCode === viewingErrorCodes.contentRestricted;
}

/**
 * Whether there is another profile to switch to: the switch-profile page's own rule (the `multi_profile`
 * flag on) and the chooser's (a multi-profile account with more than one profile).
 */
export function canSwitchProfile(account: Account | null, multiProfileOn: boolean): boolean {
  return multiProfileOn && Boolean(account?.is_multi_profile && account.profiles.length > 1);
}

/**
 * The words of a profile's refusals, in the interface's language: the API's message is always Portuguese,
 * and the generic 403 ("no permission") would not say why.
 */
export function viewingRefusalKey(error: ApiError): string | null {
  if (error.errorCode === viewingErrorCodes.guestProfile) return 'CATALOGUE_CONTENT_GUEST_NOTE';
  if (error.errorCode === viewingErrorCodes.contentRestricted) return 'CATALOGUE_CONTENT_RESTRICTED';
  return null;
}
