import type { Account, Profile } from '@palco/contracts';

/** A signed-in account as `GET /v1/account` returns it, with fields overridable per test. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'a1',
    email: 'joana@example.com',
    first_name: 'Joana',
    last_name: 'Silva',
    country: 'PT',
    city: null,
    birthday: null,
    gender: null,
    phone: null,
    username: null,
    photo_url: null,
    avatar: null,
    completed: true,
    is_multi_profile: true,
    premium: false,
    affiliate: null,
    profiles: [{ id: 'p1', name: 'Joana' }],
    extraParameters: { origin: null },
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
    name: 'Joana',
    avatar: null,
    avatar_id: null,
    locale: 'pt_PT',
    subtitle_language: null,
    audio_language: null,
    has_pin: false,
    restriction_id: null,
    isMaster: false,
    ...overrides,
  };
}
