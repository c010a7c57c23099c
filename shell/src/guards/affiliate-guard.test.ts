import { affiliateRoutes } from '@palco/contracts';
import { createSessionStore, mergeSettings } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import { guardResultFor } from './install-guards';
import { type GuardContext, guards, guardsFor } from './guards';

const settings = mergeSettings(undefined);

const ctx = (path: string, over: Partial<GuardContext> = {}): GuardContext => ({
  path,
  search: '',
  token: null,
  account: null,
  profile: null,
  settings,
  ...over,
});
const free = { token: 't', account: makeAccount({ premium: false }) };
const premium = { token: 't', account: makeAccount({ premium: true }) };

describe('the nos-affiliate guard (spec sections 2 and 4)', () => {
  it('guards every partner’s subscribe route, and only those', () => {
    for (const [name, path] of Object.entries(affiliateRoutes)) {
      if (name.endsWith('-subscribe')) expect(guardsFor(path)).toEqual(['profile', 'nos-affiliate']);
      else expect(guardsFor(path)).toEqual(['profile']);
    }
    expect(guardsFor('/affiliate/nos')).toEqual(['profile']);
    expect(guardsFor('/affiliate')).toEqual(['profile']);
  });

  it('lets a visitor stay on the subscribe route, where the page asks them to sign in, instead of home', () => {
    expect(guards['nos-affiliate'](ctx('/affiliate/vodafone/subscribe'))).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in viewer who is not premium in, to the subscription popup', () => {
    expect(guards['nos-affiliate'](ctx('/affiliate/nos/subscribe', free))).toEqual({ kind: 'allow' });
  });

  it('sends a premium viewer to their subscription', () => {
    expect(guards['nos-affiliate'](ctx('/affiliate/samsung/subscribe', premium))).toEqual({
      kind: 'redirect',
      to: '/profile/subscription',
    });
  });

  it('lets anyone see that an unknown partner is unknown', () => {
    expect(guards['nos-affiliate'](ctx('/affiliate/meo/subscribe', premium))).toEqual({ kind: 'allow' });
  });

  it('runs before the route opens, with the session the page has', () => {
    const at = (path: string): URL => new URL(path, 'http://localhost');
    const visitor = createSessionStore();
    expect(guardResultFor(at('/affiliate/vodafone/subscribe'), settings, visitor)).toEqual({ kind: 'allow' });
    const signedIn = createSessionStore();
    signedIn.getState().signIn('t');
    signedIn.getState().setAccount(makeAccount({ premium: true }));
    expect(guardResultFor(at('/affiliate/vodafone/subscribe'), settings, signedIn)).toEqual({
      kind: 'redirect',
      to: '/profile/subscription',
    });
    // The partner's own page shows a premium viewer the offer; only subscribing has nothing left to do.
    expect(guardResultFor(at('/affiliate/vodafone'), settings, signedIn)).toEqual({ kind: 'allow' });
  });
});
