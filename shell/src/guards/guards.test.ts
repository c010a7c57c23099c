import type { Profile } from '@palco/contracts';
import { mergeSettings } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { type GuardContext, routeFor, runGuards } from './guards';

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
      to: '/choose-profile',
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
});
