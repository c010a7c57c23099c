import type { Account, Profile } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';

// A family account like the API's seed: Teresa (master), Tiago (PIN 1234) and Miúdos (no avatar).

export const FAMILY_PIN = '1234';

export const family: Account = makeAccount({
  id: 'acc-family',
  email: 'family@palco.pt',
  first_name: 'Teresa',
  last_name: 'Almeida',
  premium: true,
  is_multi_profile: true,
  profiles: [
    { id: 'p-teresa', name: 'Teresa' },
    { id: 'p-tiago', name: 'Tiago' },
    { id: 'p-kids', name: 'Miúdos' },
  ],
});

export const teresa: Profile = makeProfile({
  id: 'p-teresa',
  name: 'Teresa',
  isMaster: true,
  avatar_id: 'av-02',
  avatar: { id: 'av-02', name: 'Coruja', url: '/api/images/avatar/av-02.svg' },
});

export const tiago: Profile = makeProfile({
  id: 'p-tiago',
  name: 'Tiago',
  has_pin: true,
  locale: 'en',
  avatar_id: 'av-03',
  avatar: { id: 'av-03', name: 'Golfinho', url: '/api/images/avatar/av-03.svg' },
});

export const kids: Profile = makeProfile({ id: 'p-kids', name: 'Miúdos' });

export const familyProfiles: Profile[] = [teresa, tiago, kids];

/** Signs the family in, with `profile` chosen or (by default) none yet. */
export function signInFamily(profile: Profile | null = null): void {
  sessionStore.getState().signIn('tok-family');
  sessionStore.getState().setAccount(family);
  sessionStore.getState().setProfile(profile);
}
