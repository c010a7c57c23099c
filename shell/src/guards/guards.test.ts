import { type Profile, routeTable } from '@palco/contracts';
import { mergeSettings, settingsDefaults } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { type GuardContext, guardsFor, routeFor, runGuards, subRouteFor } from './guards';

const account = makeAccount({
  email: 'demo@palco.pt',
  first_name: 'Ana',
  is_multi_profile: false,
  profiles: [{ id: 'p1', name: 'Ana' }],
});

const profile = (isMaster: boolean): Profile => makeProfile({ id: 'p2', name: 'Rui', isMaster });

const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  path: '/profile',
  search: '',
  token: null,
  account: null,
  profile: null,
  settings: mergeSettings(undefined),
  ...over,
});

describe('route guards', () => {
  it('sends a visitor home with the login popup from a login-only route', () => {
    expect(runGuards(['login'], ctx())).toEqual({ kind: 'redirect', to: '/', openLogin: true });
    expect(runGuards(['login'], ctx({ token: 't', account }))).toEqual({ kind: 'allow' });
  });

  it('gives an unknown middleware name a 500', () => {
    expect(runGuards(['login', 'no-such-guard'], ctx({ token: 't' }))).toEqual({
      kind: 'error',
      status: 500,
    });
  });

  it('keeps master-only routes for the master profile', () => {
    const multi = {
      ...account,
      is_multi_profile: true,
      profiles: [
        { id: 'p1', name: 'Ana' },
        { id: 'p2', name: 'Rui' },
      ],
    };
    expect(runGuards(['manager'], ctx({ token: 't', account: multi, profile: profile(false) }))).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
    expect(runGuards(['manager'], ctx({ token: 't', account: multi, profile: profile(true) }))).toEqual({
      kind: 'allow',
    });
  });

  it('asks a multi-profile account to choose a profile first', () => {
    const multi = {
      ...account,
      is_multi_profile: true,
      profiles: [
        { id: 'p1', name: 'Ana' },
        { id: 'p2', name: 'Rui' },
      ],
    };
    expect(runGuards(['profile'], ctx({ token: 't', account: multi }))).toEqual({
      kind: 'redirect',
      to: '/choose-profile?redirect=%2Fprofile',
    });
  });

  it('keeps premium viewers and home-country visitors out of the international flow', () => {
    expect(
      runGuards(['country-international'], ctx({ account: { ...account, premium: true, country: 'FR' } })),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
    const ptVisitor = ctx({ settings: { ...mergeSettings(undefined), visitor_country: 'PT' } });
    expect(runGuards(['country-international'], ptVisitor)).toEqual({ kind: 'redirect', to: '/' });
    const frVisitor = ctx({ settings: { ...mergeSettings(undefined), visitor_country: 'FR' } });
    expect(runGuards(['country-international'], frVisitor)).toEqual({ kind: 'allow' });
  });

  it('sends signed-in viewers to subscribe when the international flow is locked, except on exempt pages', () => {
    const locked = { ...mergeSettings(undefined), flow_international_locked: 1 as const };
    expect(runGuards(['country'], ctx({ token: 't', account, path: '/guia-tv', settings: locked }))).toEqual({
      kind: 'redirect',
      to: '/international/subscribe',
    });
    expect(
      runGuards(['country'], ctx({ token: 't', account, path: '/contactos', settings: locked })),
    ).toEqual({ kind: 'allow' });
  });
});

describe('routeFor', () => {
  it('finds the owning entry of deep paths and only matches home exactly', () => {
    expect(routeFor('/vod/o-filme/123')?.owner).toBe('mfe-player');
    expect(routeFor('/series/nome/9')?.owner).toBe('mfe-catalogue');
    expect(routeFor('/profile/devices')?.owner).toBe('mfe-account');
    expect(routeFor('/')?.owner).toBe('mfe-catalogue');
    expect(routeFor('/nada-disto')).toBeUndefined();
    expect(routeFor('/profile-multi')).toBeUndefined();
  });

  it('picks routes as the layout does: ignoring case, and nothing below the shell’s own pages', () => {
    expect(routeFor('/PROFILE/Create')?.path).toBe('/profile');
    expect(routeFor('/contactos')?.owner).toBe('shell');
    expect(routeFor('/contactos/outra')).toBeUndefined();
  });
});

describe('guardsFor: a route’s guards, then its sub-route’s', () => {
  it('adds the sub-route’s guards after the parent’s, for that sub-route only', () => {
    expect(guardsFor('/profile/create')).toEqual(['login', 'profile', 'manager', 'multi-profile']);
    expect(guardsFor('/profile/create/')).toEqual(['login', 'profile', 'manager', 'multi-profile']);
    expect(guardsFor('/Profile/Edit')).toEqual(['login', 'profile', 'isManager']);
    expect(guardsFor('/profile/devices')).toEqual(['login', 'profile']);
    expect(guardsFor('/profile')).toEqual(['login', 'profile']);
    // A path below a sub-route is not that sub-route.
    expect(guardsFor('/profile/create/more')).toEqual(['login', 'profile']);
    expect(guardsFor('/nada-disto')).toBeUndefined();
  });

  it('matches dynamic segments of sub-routes', () => {
    const vod = routeTable.find((route) => route.path === '/vod');
    if (!vod) throw new Error('the route table has no /vod');
    expect(subRouteFor(vod, '/vod/123')?.path).toBe(':id');
    expect(subRouteFor(vod, '/vod/o-filme/123')?.path).toBe(':name/:id');
    expect(subRouteFor(vod, '/vod')).toBeUndefined();
  });
});

/** Each guard on the route section 2 gives it, run as `installGuards` runs them: route, then sub-route. */
describe('the section 2 guards on their routes', () => {
  const teresa = makeProfile({ id: 'p-teresa', name: 'Teresa', isMaster: true });
  const tiago = makeProfile({ id: 'p-tiago', name: 'Tiago' });
  const family = makeAccount({
    is_multi_profile: true,
    profiles: [
      { id: 'p-teresa', name: 'Teresa' },
      { id: 'p-tiago', name: 'Tiago' },
    ],
  });
  const solo = makeAccount({ is_multi_profile: false, profiles: [{ id: 'p-solo', name: 'Rui' }] });
  const multiProfileOff = mergeSettings({ flags: { ...settingsDefaults.flags, multi_profile: 0 } });

  /** What opening `address` gives, for whoever `over` describes. */
  function open(address: string, over: Partial<GuardContext> = {}) {
    const url = new URL(address, window.location.origin);
    const names = guardsFor(url.pathname);
    if (!names) throw new Error(`${address} has no route`);
    return runGuards(names, ctx({ path: url.pathname, search: url.search, ...over }));
  }
  const signedIn = (account = family, profile: Profile | null = teresa): Partial<GuardContext> => ({
    token: 't',
    account,
    profile,
  });

  describe('profile: a family chooses who is watching first, then comes back', () => {
    it.each(['/', '/guia-tv', '/search?query=mar', '/movie/os-maias/m1', '/vod/m1', '/profile', '/adira-ja'])(
      '%s sends a family without a chosen profile to the chooser, with the way back',
      (address) => {
        const back = address === '/' ? '' : `?redirect=${encodeURIComponent(address)}`;
        expect(open(address, signedIn(family, null))).toEqual({
          kind: 'redirect',
          to: `/choose-profile${back}`,
        });
        expect(open(address, signedIn(family, tiago))).toEqual({ kind: 'allow' });
      },
    );

    it('never asks a visitor, or an account with a single profile', () => {
      expect(open('/guia-tv')).toEqual({ kind: 'allow' });
      expect(open('/guia-tv', signedIn(solo, null))).toEqual({ kind: 'allow' });
    });

    it('is not on the pages that never ask: the chooser, sign-in steps, help and legal pages', () => {
      for (const address of [
        '/login',
        '/auth/meo',
        '/completar-perfil',
        '/esqueci-password',
        '/contactos',
        '/termos-e-condicoes',
        '/maintenance',
        '/international/login',
      ]) {
        expect(guardsFor(address)).not.toContain('profile');
      }
    });
  });

  describe('manager on /profile/create', () => {
    it('sends a profile that is not the master to /profile', () => {
      expect(open('/profile/create', signedIn(family, tiago))).toEqual({ kind: 'redirect', to: '/profile' });
    });

    it('lets the master in, and a single-profile account (its one profile is the master)', () => {
      expect(open('/profile/create', signedIn(family, teresa))).toEqual({ kind: 'allow' });
      expect(open('/profile/create', signedIn(solo, null))).toEqual({ kind: 'allow' });
    });
  });

  describe('multi-profile on /profile/create and /profile/switch-profile', () => {
    it('sends the viewer to /profile while the multi_profile flag is off', () => {
      const off = { ...signedIn(family, teresa), settings: multiProfileOff };
      expect(open('/profile/create', off)).toEqual({ kind: 'redirect', to: '/profile' });
      expect(open('/profile/switch-profile', off)).toEqual({ kind: 'redirect', to: '/profile' });
      expect(open('/profile/devices', off)).toEqual({ kind: 'allow' });
    });

    it('lets them in while it is on', () => {
      expect(open('/profile/switch-profile', signedIn(family, tiago))).toEqual({ kind: 'allow' });
      expect(open('/profile/switch-profile', signedIn(solo, null))).toEqual({ kind: 'allow' });
    });
  });

  describe('isManager on /profile/edit', () => {
    it('sends a profile that is not the master, opening another profile, to switch profile', () => {
      expect(open('/profile/edit?id=p-teresa', signedIn(family, tiago))).toEqual({
        kind: 'redirect',
        to: '/profile/switch-profile',
      });
    });

    it('lets any profile edit its own, and the master edit any', () => {
      expect(open('/profile/edit', signedIn(family, tiago))).toEqual({ kind: 'allow' });
      expect(open('/profile/edit?id=p-tiago', signedIn(family, tiago))).toEqual({ kind: 'allow' });
      expect(open('/profile/edit?id=p-tiago', signedIn(family, teresa))).toEqual({ kind: 'allow' });
      expect(open('/profile/edit?id=p-solo', signedIn(solo, null))).toEqual({ kind: 'allow' });
    });

    it('asks a visitor to sign in first', () => {
      expect(open('/profile/edit?id=p-tiago')).toEqual({ kind: 'redirect', to: '/', openLogin: true });
    });
  });

  describe('choose-profile on /choose-profile', () => {
    it('lets an account with more than one profile choose, even with a profile chosen', () => {
      expect(open('/choose-profile', signedIn(family, null))).toEqual({ kind: 'allow' });
      expect(open('/choose-profile?redirect=%2Fguia-tv', signedIn(family, tiago))).toEqual({ kind: 'allow' });
    });

    it('sends a single-profile account where it was headed, or home: it has nothing to choose', () => {
      expect(open('/choose-profile?redirect=%2Fcontent%2F42%3Fseason%3D2', signedIn(solo, null))).toEqual({
        kind: 'redirect',
        to: '/content/42?season=2',
      });
      expect(open('/choose-profile', signedIn(solo, null))).toEqual({ kind: 'redirect', to: '/' });
      expect(open('/choose-profile?redirect=%2F%2Fevil.example%2F', signedIn(solo, null))).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });

    it('sends a visitor home with the login popup', () => {
      expect(open('/choose-profile')).toEqual({ kind: 'redirect', to: '/', openLogin: true });
    });
  });
});
