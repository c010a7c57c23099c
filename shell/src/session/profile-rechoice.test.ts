import { PROFILE_CHOICE_MAX_AGE_MS } from '@palco/contracts';
import { createSessionStore, mergeSettings } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { watchProfileChoice } from './profile-rechoice';

const tiago = makeProfile({ id: 'p-tiago', name: 'Tiago' });
const family = makeAccount({
  is_multi_profile: true,
  profiles: [
    { id: 'p-teresa', name: 'Teresa' },
    { id: 'p-tiago', name: 'Tiago' },
  ],
});
const solo = makeAccount({ is_multi_profile: false, profiles: [{ id: 'p-tiago', name: 'Tiago' }] });
const NOON = Date.UTC(2026, 10, 24, 12);
const settings = mergeSettings(undefined);

let clock = NOON;
let stop: () => void = () => undefined;
const navigate = jest.fn();

/** A signed-in tab opened at noon on `path`, whose viewer chose Tiago then. */
function tabAt(path: string, account = family) {
  window.history.pushState({}, '', path);
  localStorage.setItem('palco.authorization', 'tok');
  const session = createSessionStore({ now: () => clock });
  session.getState().setAccount(account);
  session.getState().setProfile(tiago);
  stop = watchProfileChoice(() => settings, { session, navigate });
  return session;
}

const comeBack = (how: 'focus' | 'visibilitychange'): void => {
  if (how === 'focus') window.dispatchEvent(new Event('focus'));
  else document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  clock = NOON;
  navigate.mockReset();
  localStorage.clear();
});

afterEach(() => {
  stop();
  window.history.pushState({}, '', '/');
});

describe('a tab kept open past the 24 hours of a profile choice (spec section 4)', () => {
  it.each(['focus', 'visibilitychange'] as const)(
    'opens the chooser on %s once the choice is over 24 hours old, and not before',
    (how) => {
      const session = tabAt('/movie/os-maias/m1?t=30');

      clock = NOON + PROFILE_CHOICE_MAX_AGE_MS;
      comeBack(how);
      expect(navigate).not.toHaveBeenCalled();
      expect(session.getState().profile?.id).toBe('p-tiago');

      clock = NOON + PROFILE_CHOICE_MAX_AGE_MS + 1_000;
      comeBack(how);
      expect(session.getState().profile).toBeNull();
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/choose-profile?redirect=%2Fmovie%2Fos-maias%2Fm1%3Ft%3D30');
    },
  );

  it('never asks an account with a single profile', () => {
    const session = tabAt('/guia-tv', solo);
    clock = NOON + 7 * PROFILE_CHOICE_MAX_AGE_MS;
    comeBack('focus');
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().profile?.id).toBe('p-tiago');
  });

  it('waits while the tab is hidden', () => {
    tabAt('/guia-tv');
    clock = NOON + 2 * PROFILE_CHOICE_MAX_AGE_MS;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    comeBack('visibilitychange');
    expect(navigate).not.toHaveBeenCalled();
    visibility.mockRestore();
    comeBack('visibilitychange');
    expect(navigate).toHaveBeenCalledWith('/choose-profile?redirect=%2Fguia-tv');
  });

  it('keeps a choice made again in another tab of the same browser', () => {
    const session = tabAt('/guia-tv');
    clock = NOON + PROFILE_CHOICE_MAX_AGE_MS + 60_000;
    // The other tab asked and the viewer chose Tiago again there (storage is shared by the tabs).
    createSessionStore({ now: () => clock })
      .getState()
      .setProfile(tiago);
    comeBack('focus');
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().profile?.id).toBe('p-tiago');
  });

  it('drops the profile but leaves pages that never ask, like the terms, where they are', () => {
    const session = tabAt('/termos-e-condicoes');
    clock = NOON + 2 * PROFILE_CHOICE_MAX_AGE_MS;
    comeBack('focus');
    expect(session.getState().profile).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
