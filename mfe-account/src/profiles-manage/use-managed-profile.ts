import type { Account, Profile } from '@palco/contracts';
import { isFeatureOn, useSession, useSettings } from '@palco/shared';
import { useProfiles } from '../profile/profiles-api';

/** Where a profile page stands before it can show its form. */
export type ManagedProfile =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** Settings flag `profile_editing` is off (spec section 1). */
  | { status: 'editing-off' }
  /** Several profiles and none chosen yet: whose page this is cannot be told. */
  | { status: 'choose-first' }
  | { status: 'not-found' }
  /** Spec sections 2 and 6: only the master profile manages the others. */
  | { status: 'refused'; me: Profile; target: Profile }
  | ManagedReady;

export interface ManagedReady {
  status: 'ready';
  account: Account;
  /** The session's profile, as the account's list has it now. */
  me: Profile;
  /** The profile the page is about. */
  target: Profile;
  /** Whether the target is the session's own profile. */
  own: boolean;
  profiles: Profile[];
  /** Settings flag `multi_profile`: profiles other than one's own can be managed at all. */
  multiProfile: boolean;
}

/** The session's profile in the account's list: the one chosen, or the only one there is. */
export function currentOf(profiles: readonly Profile[], chosenId: string | null | undefined): Profile | null {
  if (chosenId) return profiles.find((profile) => profile.id === chosenId) ?? null;
  return profiles.length === 1 ? (profiles[0] ?? null) : null;
}

/**
 * The profile a management page is about (`requestedId`, or the session's own when none is asked for) and
 * whether the viewer may manage it: their own profile always, the others only as the master (spec sections
 * 2 and 6) and only with multi-profile on. Read from the account's `GET /v1/profiles`, which the rest of the
 * account area shares, so every page shows the same state of a profile.
 */
export function useManagedProfile(requestedId: string | null): ManagedProfile {
  const token = useSession((state) => state.token);
  const account = useSession((state) => state.account);
  const chosen = useSession((state) => state.profile);
  const settings = useSettings();
  const { data, error, isLoading, mutate } = useProfiles(token ? (account?.id ?? null) : null);

  if (!token) return { status: 'signed-out' };
  if (!isFeatureOn(settings, 'profile_editing')) return { status: 'editing-off' };
  if (!account || (!data && isLoading)) return { status: 'loading' };
  if (!data) {
    return error ? { status: 'error', retry: () => void mutate() } : { status: 'loading' };
  }
  const me = currentOf(data, chosen?.id);
  if (!me) return { status: 'choose-first' };
  const target = requestedId ? data.find((profile) => profile.id === requestedId) : me;
  if (!target) return { status: 'not-found' };
  const own = target.id === me.id;
  const multiProfile = isFeatureOn(settings, 'multi_profile');
  if (!own && (!me.isMaster || !multiProfile)) return { status: 'refused', me, target };
  return { status: 'ready', account, me, target, own, profiles: data, multiProfile };
}
