import { createSessionStore } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import {
  connectRedirectAfterLogin,
  REDIRECT_AFTER_LOGIN_KEY,
  REDIRECT_AFTER_LOGIN_MAX_AGE_MS,
  rememberRedirectAfterLogin,
  takeRedirectAfterLogin,
} from './redirect-after-login';

const ORIGIN = window.location.origin;
const NOON = Date.UTC(2026, 10, 24, 12);
let clock = NOON;
const now = (): number => clock;

beforeEach(() => {
  clock = NOON;
  localStorage.clear();
});

describe('the page kept for after the sign-in (local storage "redirect-after-login")', () => {
  it('is kept in local storage, given back once, then gone', () => {
    expect(rememberRedirectAfterLogin('/profile?tab=1', { now })).toBe(true);
    expect(JSON.parse(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY) ?? 'null')).toEqual({
      path: '/profile?tab=1',
      savedAt: NOON,
    });

    expect(takeRedirectAfterLogin({ now })).toBe('/profile?tab=1');
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(takeRedirectAfterLogin({ now })).toBeNull();
  });

  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never keeps %p: only a page of this site', (target) => {
    expect(rememberRedirectAfterLogin(target, { now })).toBe(false);
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it.each(['//evil.example/profile', 'https://evil.example/', '/\\evil.example'])(
    'never follows %p written there by something else, and drops it',
    (path) => {
      localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, JSON.stringify({ path, savedAt: NOON }));
      expect(takeRedirectAfterLogin({ now, origin: ORIGIN })).toBeNull();
      expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    },
  );

  it('lets a page kept more than an hour ago go, and ignores garbled values', () => {
    rememberRedirectAfterLogin('/profile', { now });
    clock = NOON + REDIRECT_AFTER_LOGIN_MAX_AGE_MS + 1;
    expect(takeRedirectAfterLogin({ now })).toBeNull();
    for (const raw of ['/profile', '{"path":"/profile"}', '{']) {
      localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, raw);
      expect(takeRedirectAfterLogin({ now })).toBeNull();
    }
  });
});

describe('connectRedirectAfterLogin', () => {
  const completed = makeAccount({ is_multi_profile: false, completed: true });
  let disconnect: () => void = () => undefined;
  afterEach(() => disconnect());

  /** A page whose session starts signed out (or with `token`), on `path`. */
  function page(path: string, token: string | null = null) {
    if (token) localStorage.setItem('palco.authorization', token);
    const session = createSessionStore({ now });
    const navigate = jest.fn();
    const [pathname = '/', search = ''] = path.split(/(?=\?)/);
    disconnect = connectRedirectAfterLogin({
      session,
      navigate,
      now,
      location: { pathname, search },
      schedule: (run) => run(),
    });
    return { session, navigate };
  }

  it('follows the kept page once after a sign-in, even across a reload, then forgets it', () => {
    rememberRedirectAfterLogin('/profile', { now });
    // After the reload the page is home; the viewer signs in from the header.
    const { session, navigate } = page('/');
    session.getState().signIn('tok');
    session.getState().setAccount(completed);
    expect(navigate).toHaveBeenCalledWith('/profile');
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();

    // An account reload, or signing out and in again, follows nothing more.
    session.getState().setAccount({ ...completed, first_name: 'Outra' });
    session.getState().clear();
    session.getState().signIn('tok-2');
    session.getState().setAccount(completed);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('follows it after a sign-in on another page of the site (a social or operator callback)', () => {
    rememberRedirectAfterLogin('/a-minha-lista', { now });
    const { session, navigate } = page('/login?code=abc');
    session.getState().signIn('tok');
    session.getState().setAccount(completed);
    expect(navigate).toHaveBeenCalledWith('/a-minha-lista');
  });

  it('is no sign-in when a stored session is restored at the start of a visit', () => {
    rememberRedirectAfterLogin('/profile', { now });
    const { session, navigate } = page('/', 'tok');
    session.getState().setAccount(completed);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).not.toBeNull();
  });

  it('waits for the account to be completed first', () => {
    rememberRedirectAfterLogin('/profile', { now });
    const { session, navigate } = page('/');
    session.getState().signIn('tok');
    session.getState().setAccount({ ...completed, completed: false });
    expect(navigate).not.toHaveBeenCalled();
    session.getState().setAccount(completed);
    expect(navigate).toHaveBeenCalledWith('/profile');
  });

  it('does not move a viewer the sign-in already took there', () => {
    rememberRedirectAfterLogin('/profile', { now });
    const { session, navigate } = page('/profile');
    session.getState().signIn('tok');
    session.getState().setAccount(completed);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('lets a family choose who is watching first, and hands the kept page to the chooser', () => {
    rememberRedirectAfterLogin('/profile', { now });
    const family = page('/choose-profile');
    family.session.getState().signIn('tok');
    family.session.getState().setAccount(completed);
    expect(family.navigate).toHaveBeenCalledWith('/choose-profile?redirect=%2Fprofile');
    disconnect();

    rememberRedirectAfterLogin('/profile', { now });
    const headed = page('/choose-profile?redirect=%2Fguia-tv');
    headed.session.getState().signIn('tok');
    headed.session.getState().setAccount(completed);
    expect(headed.navigate).not.toHaveBeenCalled();
  });
});
