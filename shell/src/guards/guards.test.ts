import { type Profile, routeTable } from '@palco/contracts';
import { mergeSettings, settingsDefaults } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { type GuardContext, guardsFor, routeFor, runGuards, siteWideGuards, subRouteFor } from './guards';

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
});

/** The international flow's two rules (spec section 2), for fixed viewers and settings. */
describe('whose country: the international pages and the locked flow', () => {
  /** The settings of a page opened from `country` (the API's `visitor_country`; absent from an older API). */
  const at = (country?: string) => mergeSettings(country === undefined ? {} : { visitor_country: country });
  const fr = makeAccount({ country: 'FR', premium: false });
  const pt = makeAccount({ country: 'PT', premium: false });
  const premiumFr = makeAccount({ country: 'FR', premium: true });
  /** Each viewer, as the guards see them: a visitor by the settings, a signed-in viewer by the account. */
  const viewers = {
    'a visitor from FR': { settings: at('FR') },
    'a visitor from PT': { settings: at('PT') },
    'a signed-in FR account': { token: 't', account: fr, settings: at('FR') },
    'a signed-in PT account': { token: 't', account: pt, settings: at('PT') },
    'a premium FR account': { token: 't', account: premiumFr, settings: at('FR') },
  } satisfies Record<string, Partial<GuardContext>>;
  type Viewer = keyof typeof viewers;

  /** What opening `path` gives: the site-wide guards, then the route's, as `installGuards` runs them. */
  const open = (path: string, over: Partial<GuardContext>) =>
    runGuards([...siteWideGuards, ...(guardsFor(path) ?? [])], ctx({ path, ...over }));
  const locked = (viewer: Viewer): Partial<GuardContext> => ({
    ...viewers[viewer],
    settings: { ...viewers[viewer].settings, flow_international_locked: 1 },
  });

  describe('country-international on /international and below', () => {
    it.each<Viewer>(['a visitor from FR', 'a signed-in FR account'])('lets %s in', (viewer) => {
      for (const path of ['/international', '/international/login', '/international/signup']) {
        expect(open(path, viewers[viewer])).toEqual({ kind: 'allow' });
      }
      expect(open('/international/subscribe', viewers[viewer])).toEqual({ kind: 'allow' });
    });

    it.each<Viewer>(['a visitor from PT', 'a signed-in PT account', 'a premium FR account'])(
      'sends %s home',
      (viewer) => {
        for (const path of ['/international', '/international/signup', '/International/Subscribe']) {
          expect(open(path, viewers[viewer])).toEqual({ kind: 'redirect', to: '/' });
        }
      },
    );

    it('goes by the account’s country for a signed-in viewer, wherever they are now', () => {
      // An account made in France, visiting from Portugal, and one made in Portugal, visiting from France.
      expect(open('/international', { token: 't', account: fr, settings: at('PT') })).toEqual({
        kind: 'allow',
      });
      expect(open('/international', { token: 't', account: pt, settings: at('FR') })).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });

    it('takes a visitor whose country is not known for one from the home country', () => {
      expect(open('/international', { settings: at(undefined) })).toEqual({ kind: 'redirect', to: '/' });
      expect(open('/international', { settings: at('') })).toEqual({ kind: 'redirect', to: '/' });
      expect(open('/international', { settings: at('fr') })).toEqual({ kind: 'allow' });
    });
  });

  describe('country: the locked international flow, on every route', () => {
    const everyRoute = routeTable.map((route) => route.path.replace(/:[a-z]+/gi, 'x1'));
    const everywhere = [
      ...everyRoute,
      '/guia-tv',
      '/movie/os-maias/m1',
      '/profile/devices',
      '/adira-ja',
      '/international',
      '/international/login',
      '/international/signup',
    ];

    it('sends a signed-in FR account to the international plans from a page of any route', () => {
      for (const path of ['/', '/guia-tv', '/profile', '/international', '/international/login']) {
        expect(open(path, locked('a signed-in FR account'))).toEqual({
          kind: 'redirect',
          to: '/international/subscribe',
        });
      }
    });

    it('is on no route of the table: it runs before every route’s own guards', () => {
      for (const route of routeTable) expect(route.guards).not.toContain('country');
      expect(siteWideGuards).toEqual(['country']);
      // Before the route's: a family that has not chosen who is watching goes to the plans, not the chooser.
      const family = makeAccount({
        country: 'FR',
        is_multi_profile: true,
        profiles: [
          { id: 'a', name: 'Ana' },
          { id: 'b', name: 'Rui' },
        ],
      });
      expect(open('/guia-tv', { ...locked('a signed-in FR account'), account: family })).toEqual({
        kind: 'redirect',
        to: '/international/subscribe',
      });
    });

    it.each([
      '/promo',
      '/promo/CODIGO',
      '/perguntas-frequentes',
      '/contactos',
      '/termos-e-condicoes',
      '/politica-privacidade',
      '/politica-cookies',
      '/international/subscribe',
      '/international/subscribe/',
      // Where a plan chosen there is paid for.
      '/adira-ja',
      '/login',
      '/auth/meo',
      '/completar-perfil',
      '/choose-profile',
      '/esqueci-password',
      '/maintenance',
      '/Perguntas-Frequentes',
    ])('lets the signed-in FR account open %s', (path) => {
      expect(runGuards(siteWideGuards, ctx({ path, ...locked('a signed-in FR account') }))).toEqual({
        kind: 'allow',
      });
    });

    it('exempts the pages themselves, not others that begin with their name', () => {
      expect(
        runGuards(siteWideGuards, ctx({ path: '/promotions', ...locked('a signed-in FR account') })),
      ).toEqual({ kind: 'redirect', to: '/international/subscribe' });
    });

    it.each<Viewer>([
      'a visitor from FR',
      'a visitor from PT',
      'a signed-in PT account',
      'a premium FR account',
    ])('does nothing for %s', (viewer) => {
      for (const path of everywhere) {
        expect(runGuards(siteWideGuards, ctx({ path, ...locked(viewer) }))).toEqual({ kind: 'allow' });
      }
    });

    it('does nothing while the flow is not locked', () => {
      for (const path of everywhere) {
        expect(runGuards(siteWideGuards, ctx({ path, ...viewers['a signed-in FR account'] }))).toEqual({
          kind: 'allow',
        });
      }
    });

    it('waits for the account: a session whose account is not loaded yet is not locked', () => {
      const pending = { ...locked('a signed-in FR account'), account: null };
      expect(runGuards(siteWideGuards, ctx({ path: '/guia-tv', ...pending }))).toEqual({ kind: 'allow' });
    });

    /** Follows redirects as the shell does, giving up (a loop) after a few. */
    function landing(path: string, over: Partial<GuardContext>): string {
      let here = path;
      for (let hops = 0; hops < 5; hops += 1) {
        const url = new URL(here, window.location.origin);
        const result = runGuards(
          [...siteWideGuards, ...(guardsFor(url.pathname) ?? [])],
          ctx({ path: url.pathname, search: url.search, ...over }),
        );
        if (result.kind !== 'redirect') return here;
        here = result.to;
      }
      throw new Error(`${path} loops`);
    }

    it.each<Viewer>(Object.keys(viewers) as Viewer[])('never loops, for %s', (viewer) => {
      for (const path of everywhere) {
        const end = landing(path, locked(viewer));
        if (viewer === 'a signed-in FR account' && end !== path) expect(end).toBe('/international/subscribe');
      }
      expect(landing('/international/subscribe', locked('a signed-in FR account'))).toBe(
        '/international/subscribe',
      );
    });
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

  describe('operatorAuth on /auth', () => {
    const operators = (meo: 0 | 1, vodafone: 0 | 1) =>
      mergeSettings({ enterWithMeo: meo, enterWithVodafone: vodafone });

    it.each(['/auth', '/auth/meo', '/auth/vodafone'])(
      'opens %s while an operator is offered, and sends everyone home when none is',
      (address) => {
        expect(open(address, { settings: operators(1, 0) })).toEqual({ kind: 'allow' });
        expect(open(address, { settings: operators(0, 1) })).toEqual({ kind: 'allow' });
        expect(open(address, { settings: operators(0, 0) })).toEqual({ kind: 'redirect', to: '/' });
        expect(open(address, { ...signedIn(solo), settings: operators(0, 0) })).toEqual({
          kind: 'redirect',
          to: '/',
        });
      },
    );
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
