import { needsProfileChoice, PROFILE_CHOICE_MAX_AGE_MS } from '@palco/contracts';
import { makeAccount, makeProfile } from '../testing/fixtures';
import { createSessionStore, PROFILE_CHOSEN_AT_KEY, PROFILE_KEY } from './session-store';

const teresa = makeProfile({ id: 'p-teresa', name: 'Teresa', isMaster: true });
const tiago = makeProfile({ id: 'p-tiago', name: 'Tiago' });
const family = makeAccount({ is_multi_profile: true, profiles: [teresa, tiago] });
const single = makeAccount({ is_multi_profile: true, profiles: [teresa] });

const NOON = Date.UTC(2026, 10, 24, 12);

/** A store over a clock the test moves, as a page opened at that moment would make it. */
function storeAt(now: number) {
  return createSessionStore({ now: () => now });
}

afterEach(() => localStorage.clear());

describe('the profile choice kept across visits (spec section 4)', () => {
  it('keeps a family’s choice for 24 hours, then asks who is watching again', () => {
    storeAt(NOON).getState().setProfile(tiago);
    expect(localStorage.getItem(PROFILE_CHOSEN_AT_KEY)).toBe(String(NOON));

    const nextMorning = storeAt(NOON + PROFILE_CHOICE_MAX_AGE_MS - 60_000);
    nextMorning.getState().setAccount(family);
    expect(nextMorning.getState().profile?.id).toBe('p-tiago');
    expect(needsProfileChoice(family, nextMorning.getState().profile)).toBe(false);

    const dayAfter = storeAt(NOON + PROFILE_CHOICE_MAX_AGE_MS + 60_000);
    dayAfter.getState().setAccount(family);
    expect(dayAfter.getState().profile).toBeNull();
    expect(needsProfileChoice(family, dayAfter.getState().profile)).toBe(true);
  });

  it('never asks again when the account has a single profile', () => {
    storeAt(NOON).getState().setProfile(teresa);
    const weekLater = storeAt(NOON + 7 * PROFILE_CHOICE_MAX_AGE_MS);
    weekLater.getState().setAccount(single);
    expect(weekLater.getState().profile?.id).toBe('p-teresa');
  });

  it('asks again when the time of the choice is missing, garbled or in the future', () => {
    for (const chosenAt of [null, 'yesterday', String(NOON + 3_600_000)]) {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(tiago));
      if (chosenAt === null) localStorage.removeItem(PROFILE_CHOSEN_AT_KEY);
      else localStorage.setItem(PROFILE_CHOSEN_AT_KEY, chosenAt);
      const store = storeAt(NOON);
      store.getState().setAccount(family);
      expect({ chosenAt, profile: store.getState().profile }).toEqual({ chosenAt, profile: null });
    }
  });

  it('starts the 24 hours again with each choice, and forgets both on sign-out', () => {
    storeAt(NOON).getState().setProfile(tiago);
    const later = storeAt(NOON + PROFILE_CHOICE_MAX_AGE_MS);
    later.getState().setProfile(teresa);
    const next = storeAt(NOON + PROFILE_CHOICE_MAX_AGE_MS + 3_600_000);
    next.getState().setAccount(family);
    expect(next.getState().profile?.id).toBe('p-teresa');
    next.getState().clear();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_CHOSEN_AT_KEY)).toBeNull();
  });

  it('keeps the time of the choice when the same profile is only updated (renamed, new avatar)', () => {
    const store = storeAt(NOON);
    store.getState().setProfile(tiago);
    const later = storeAt(NOON + PROFILE_CHOICE_MAX_AGE_MS - 60_000);
    later.getState().setAccount(family);
    later.getState().setProfile({ ...tiago, name: 'Tiagão' });
    expect(localStorage.getItem(PROFILE_CHOSEN_AT_KEY)).toBe(String(NOON));
  });

  it('drops a stored profile the account no longer has', () => {
    storeAt(NOON)
      .getState()
      .setProfile(makeProfile({ id: 'p-gone' }));
    const store = storeAt(NOON + 1_000);
    store.getState().setAccount(family);
    expect(store.getState().profile).toBeNull();
  });
});

describe('recheckProfileChoice: a tab kept open past the 24 hours', () => {
  let clock = NOON;
  /** A tab opened at noon, on a clock the test moves. */
  const openTab = () => {
    clock = NOON;
    return createSessionStore({ now: () => clock });
  };

  it('drops a family’s profile once its choice is over 24 hours old, and not before', () => {
    const store = openTab();
    store.getState().setAccount(family);
    store.getState().setProfile(tiago);

    clock = NOON + PROFILE_CHOICE_MAX_AGE_MS;
    expect(store.getState().recheckProfileChoice()).toBe(false);
    expect(store.getState().profile?.id).toBe('p-tiago');

    clock = NOON + PROFILE_CHOICE_MAX_AGE_MS + 1;
    expect(store.getState().recheckProfileChoice()).toBe(true);
    expect(store.getState().profile).toBeNull();
    expect(needsProfileChoice(family, store.getState().profile)).toBe(true);
    // Asked once: nothing more to drop.
    expect(store.getState().recheckProfileChoice()).toBe(false);
  });

  it('never drops the profile of a single-profile account', () => {
    const store = openTab();
    store.getState().setAccount(single);
    store.getState().setProfile(teresa);
    clock = NOON + 30 * PROFILE_CHOICE_MAX_AGE_MS;
    expect(store.getState().recheckProfileChoice()).toBe(false);
    expect(store.getState().profile?.id).toBe('p-teresa');
  });

  it('counts the 24 hours from the choice even without storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is off');
    });
    const store = openTab();
    store.getState().setAccount(family);
    store.getState().setProfile(tiago);
    clock = NOON + 60_000;
    expect(store.getState().recheckProfileChoice()).toBe(false);
    expect(store.getState().profile?.id).toBe('p-tiago');
    clock = NOON + PROFILE_CHOICE_MAX_AGE_MS + 60_000;
    expect(store.getState().recheckProfileChoice()).toBe(true);
    setItem.mockRestore();
  });
});
