import { navigateToUrl } from 'single-spa';
import { PROFILE_CHOICE_MAX_AGE_MS } from '@palco/contracts';
import { bus, createSessionStore, mergeSettings } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { overlayStore } from '../overlays/overlay-store';
import { REDIRECT_AFTER_LOGIN_KEY } from '../session/redirect-after-login';
import { installGuards } from './install-guards';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigate = jest.mocked(navigateToUrl);

const teresa = makeProfile({ id: 'p-teresa', name: 'Teresa', isMaster: true });
const tiago = makeProfile({ id: 'p-tiago', name: 'Tiago' });
const family = makeAccount({
  is_multi_profile: true,
  profiles: [
    { id: 'p-teresa', name: 'Teresa' },
    { id: 'p-tiago', name: 'Tiago' },
  ],
});
const NOON = Date.UTC(2026, 10, 24, 12);
const settings = mergeSettings(undefined);

let clock = NOON;
let uninstall: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers({ now: NOON });
  navigate.mockReset();
  localStorage.clear();
  clock = NOON;
});

afterEach(() => {
  uninstall();
  jest.useRealTimers();
});

/** A store on the test's clock; `token` signs it in as a page opened with a stored session would be. */
function storeWith(token: string | null = null) {
  if (token) localStorage.setItem('palco.authorization', token);
  return createSessionStore({ now: () => clock });
}

/** What single-spa does before each route change, then the guards' redirect that follows it. */
function route(path: string): { cancelled: boolean } {
  let cancelled = false;
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { newUrl: `${window.location.origin}${path}`, cancelNavigation: () => (cancelled = true) },
    }),
  );
  jest.runOnlyPendingTimers();
  return { cancelled };
}

describe('installGuards', () => {
  it('sends a visitor from /profile home with the login popup, keeping /profile for after it', () => {
    const session = storeWith();
    uninstall = installGuards(() => settings, window, session);
    const opened = jest.fn();
    bus.on('overlay:open', opened);

    expect(route('/profile?tab=1').cancelled).toBe(true);
    bus.off('overlay:open', opened);

    expect(navigate).toHaveBeenCalledWith('/');
    expect(opened).toHaveBeenCalledWith({ name: 'login', redirectTo: '/profile?tab=1' });
    expect(JSON.parse(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY) ?? '{}')).toEqual({
      path: '/profile?tab=1',
      savedAt: NOON,
    });
  });

  it('checks a sub-route’s guards: a non-master profile goes from another’s edit page to switch', () => {
    const session = storeWith('tok');
    session.getState().setAccount(family);
    session.getState().setProfile(tiago);
    uninstall = installGuards(() => settings, window, session);

    expect(route('/profile/edit?id=p-tiago').cancelled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(route('/profile/edit?id=p-teresa').cancelled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/profile/switch-profile');
  });

  it('opens the chooser on a page load once the family’s choice is over 24 hours old, not before', () => {
    storeWith('tok').getState().setProfile(tiago);

    // The next evening, the same choice still holds.
    clock = NOON + PROFILE_CHOICE_MAX_AGE_MS - 60_000;
    const evening = storeWith();
    evening.getState().setAccount(family);
    uninstall = installGuards(() => settings, window, evening);
    expect(route('/').cancelled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    uninstall();

    // A visit after the 24 hours: the first route opens the chooser, which comes back to the page.
    clock = NOON + PROFILE_CHOICE_MAX_AGE_MS + 60_000;
    const dayAfter = storeWith();
    dayAfter.getState().setAccount(family);
    uninstall = installGuards(() => settings, window, dayAfter);
    expect(route('/guia-tv').cancelled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/choose-profile?redirect=%2Fguia-tv');
  });

  it('asks again on the next route change of a tab kept open past the 24 hours', () => {
    const session = storeWith('tok');
    session.getState().setAccount(family);
    session.getState().setProfile(teresa);
    uninstall = installGuards(() => settings, window, session);
    expect(route('/guia-tv').cancelled).toBe(false);

    clock += PROFILE_CHOICE_MAX_AGE_MS + 1;
    expect(route('/movie/os-maias/m1').cancelled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/choose-profile?redirect=%2Fmovie%2Fos-maias%2Fm1');
    expect(session.getState().profile).toBeNull();
  });

  describe('the locked international flow, on every route', () => {
    const locked = mergeSettings({ flow_international_locked: 1, visitor_country: 'FR' });
    const french = makeAccount({ country: 'FR', premium: false });

    afterEach(() => window.history.pushState({}, '', '/'));

    it('sends a signed-in FR account to the international plans, but lets it read the FAQ', () => {
      const session = storeWith('tok');
      session.getState().setAccount(french);
      uninstall = installGuards(() => locked, window, session);

      expect(route('/perguntas-frequentes').cancelled).toBe(false);
      expect(route('/international/subscribe').cancelled).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
      expect(route('/guia-tv').cancelled).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/international/subscribe');
    });

    it('leaves a visitor from FR and a PT account alone', () => {
      uninstall = installGuards(() => locked, window, storeWith());
      expect(route('/guia-tv').cancelled).toBe(false);
      uninstall();

      const session = storeWith('tok');
      session.getState().setAccount(makeAccount({ country: 'PT', premium: false }));
      uninstall = installGuards(() => locked, window, session);
      expect(route('/guia-tv').cancelled).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('applies to an FR account signing in on the page it is on, with no route change', () => {
      window.history.pushState({}, '', '/guia-tv');
      const session = storeWith();
      uninstall = installGuards(() => locked, window, session);

      session.getState().signIn('tok');
      session.getState().setAccount(french);
      jest.runOnlyPendingTimers();

      expect(navigate).toHaveBeenCalledWith('/international/subscribe');
    });

    it('keeps a viewer signing in on an exempt page there, and does nothing unless locked', () => {
      window.history.pushState({}, '', '/promo');
      const session = storeWith();
      uninstall = installGuards(() => locked, window, session);
      session.getState().signIn('tok');
      session.getState().setAccount(french);
      jest.runOnlyPendingTimers();
      expect(navigate).not.toHaveBeenCalled();
      uninstall();

      window.history.pushState({}, '', '/guia-tv');
      const unlocked = storeWith();
      uninstall = installGuards(() => ({ ...locked, flow_international_locked: 0 }), window, unlocked);
      unlocked.getState().signIn('tok');
      unlocked.getState().setAccount(french);
      jest.runOnlyPendingTimers();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('sends a premium account that signs in on an international page home', () => {
      window.history.pushState({}, '', '/international/signup');
      const session = storeWith();
      uninstall = installGuards(() => locked, window, session);
      session.getState().signIn('tok');
      session.getState().setAccount(makeAccount({ country: 'FR', premium: true }));
      jest.runOnlyPendingTimers();
      expect(navigate).toHaveBeenCalledWith('/');
    });
  });

  it('shows the 500 page for a route error and clears it on the next route', () => {
    uninstall = installGuards(() => ({ ...settings }), window, storeWith());
    overlayStore.setState({ routeError: 500 });
    route('/guia-tv');
    expect(overlayStore.getState().routeError).toBeNull();
  });
});
