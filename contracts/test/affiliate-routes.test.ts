import {
  affiliateIds,
  affiliateRouteOf,
  affiliateRoutePath,
  affiliateRoutes,
  isKnownPath,
  matchRoutePath,
  routeTable,
  toAffiliateId,
} from '../src/index';

describe('the affiliate routes (spec section 2)', () => {
  const affiliate = routeTable.find((route) => route.path === '/affiliate');

  it('names a sign-up and a subscribe route for each of nos, vodafone and samsung', () => {
    expect(affiliateRoutes).toEqual({
      'nos-signup': '/affiliate/nos/signup',
      'nos-subscribe': '/affiliate/nos/subscribe',
      'vodafone-signup': '/affiliate/vodafone/signup',
      'vodafone-subscribe': '/affiliate/vodafone/subscribe',
      'samsung-signup': '/affiliate/samsung/signup',
      'samsung-subscribe': '/affiliate/samsung/subscribe',
    });
    expect(affiliateRoutePath('vodafone')).toBe('/affiliate/vodafone');
  });

  it('gives the checkout /affiliate/{id}, its sign-up and its subscribe route, all live', () => {
    expect(affiliate).toMatchObject({ owner: 'mfe-checkout', layout: 'default' });
    expect(affiliate?.status ?? 'live').toBe('live');
    expect(affiliate?.children?.map((child) => [child.path, child.status ?? 'live'])).toEqual([
      [':id', 'live'],
      [':id/signup', 'live'],
      [':id/subscribe', 'live'],
    ]);
    for (const path of Object.values(affiliateRoutes)) {
      expect(matchRoutePath(path)?.owner).toBe('mfe-checkout');
      expect(isKnownPath(path)).toBe(true);
    }
  });

  it('puts the nos-affiliate guard on the subscribe routes only', () => {
    const guardsOf = (childPath: string): readonly string[] => [
      ...(affiliate?.guards ?? []),
      ...(affiliate?.children?.find((child) => child.path === childPath)?.guards ?? []),
    ];
    expect(guardsOf(':id/subscribe')).toEqual(['profile', 'nos-affiliate']);
    expect(guardsOf(':id/signup')).not.toContain('nos-affiliate');
    expect(guardsOf(':id')).not.toContain('nos-affiliate');
    // A visitor may open every one of them: the page itself asks them to sign up or sign in.
    expect(guardsOf(':id/subscribe')).not.toContain('login');
  });

  it('reads which affiliate and which of its routes a path is, known or not', () => {
    expect(affiliateRouteOf('/affiliate/nos')).toEqual({ id: 'nos', affiliate: 'nos', kind: 'landing' });
    expect(affiliateRouteOf('/affiliate/Vodafone/Signup/')).toEqual({
      id: 'Vodafone',
      affiliate: 'vodafone',
      kind: 'signup',
    });
    expect(affiliateRouteOf('/affiliate/samsung/subscribe')?.kind).toBe('subscribe');
    expect(affiliateRouteOf('/affiliate/meo/subscribe')).toEqual({
      id: 'meo',
      affiliate: null,
      kind: 'subscribe',
    });
    expect(affiliateRouteOf('/affiliate')).toBeNull();
    expect(affiliateRouteOf('/affiliate/nos/pay')).toBeNull();
    expect(affiliateRouteOf('/adira-ja')).toBeNull();
  });

  it('knows exactly the API’s affiliates, whatever the case of a typed link', () => {
    expect(affiliateIds.map((id) => toAffiliateId(id.toUpperCase()))).toEqual([...affiliateIds]);
    expect(toAffiliateId(' nos ')).toBe('nos');
    for (const other of ['meo', '', 'nos2', 'constructor', '__proto__', null, undefined]) {
      expect(toAffiliateId(other)).toBeNull();
    }
  });
});
