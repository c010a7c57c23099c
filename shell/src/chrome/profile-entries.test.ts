import type { Account, Profile } from '@palco/contracts';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { displayName, otherProfiles } from './profile-entries';

describe('otherProfiles', () => {
  const account: Account = makeAccount({
    profiles: [
      { id: 'p1', name: 'Ana' },
      { id: 'p2', name: 'Rui' },
      { id: 'p3', name: 'Miúdos' },
    ],
  });

  it('leaves out the current profile', () => {
    expect(otherProfiles(account, makeProfile({ id: 'p2' })).map((p) => p.id)).toEqual(['p1', 'p3']);
  });

  it('lists every profile when none is chosen yet', () => {
    expect(otherProfiles(account, null)).toHaveLength(3);
  });

  it('takes the master flag and PIN protection from the full profile list', () => {
    const details: Profile[] = [
      makeProfile({ id: 'p1', isMaster: true }),
      makeProfile({ id: 'p3', has_pin: true }),
    ];
    const entries = otherProfiles(account, null, details);
    expect(entries[0]).toMatchObject({ id: 'p1', isMaster: true, hasPin: false });
    expect(entries[1]).toMatchObject({ id: 'p2', isMaster: false, hasPin: false });
    expect(entries[2]).toMatchObject({ id: 'p3', isMaster: false, hasPin: true });
  });
});

describe('displayName', () => {
  it('prefers the chosen profile, then the first name', () => {
    const account = makeAccount({ first_name: 'Joana' });
    expect(displayName(account, makeProfile({ name: 'Miúdos' }))).toBe('Miúdos');
    expect(displayName(account, null)).toBe('Joana');
  });
});
