import type { Account, Profile } from '@palco/contracts';

export const demoAccount: Account = {
  id: 'acc-1',
  email: 'demo@palco.pt',
  first_name: 'Rita',
  last_name: 'Lopes',
  country: 'PT',
  city: 'Lisboa',
  birthday: '1990-04-02',
  gender: 'f',
  phone: null,
  username: null,
  photo_url: null,
  avatar: null,
  completed: true,
  is_multi_profile: true,
  premium: true,
  affiliate: null,
  profiles: [
    { id: 'p-1', name: 'Rita' },
    { id: 'p-2', name: 'Miúdos' },
  ],
  extraParameters: { origin: null },
};

const profile = (id: string, name: string, isMaster: boolean, hasPin: boolean): Profile => ({
  id,
  name,
  avatar: null,
  avatar_id: null,
  locale: 'pt_PT',
  subtitle_language: null,
  audio_language: null,
  has_pin: hasPin,
  restriction_id: null,
  isMaster,
});

export const demoProfiles: Profile[] = [
  profile('p-1', 'Rita', true, false),
  profile('p-2', 'Miúdos', false, true),
];
