import {
  type Account,
  AFFILIATE_PREMIUM_REDIRECT,
  type AffiliateId,
  type AffiliateRouteKind,
  affiliateRoutePath,
} from '@palco/contracts';

/** Who is on the page: a visitor, a signed-in viewer whose account is still loading, or an account. */
export interface ArrivalViewer {
  signedIn: boolean;
  account: Pick<Account, 'premium' | 'completed'> | null;
  /** A family account that has not said who is watching yet (contracts' `needsProfileChoice`). */
  choosingProfile?: boolean;
}

/** What arriving on an affiliate route (or signing in on one) does, besides keeping the marker. */
export type ArrivalAction =
  | { kind: 'none' }
  /**
   * Signed in, but the sign-in is not over: the account is loading, its profile is being completed, or a
   * family is choosing who is watching. Decide once it is.
   */
  | { kind: 'wait' }
  /** The account popup, on its login or registration step, coming back to `redirectTo` once signed in. */
  | { kind: 'open-login'; view: 'login' | 'register'; redirectTo: string }
  /** The checkout's subscription popup, with the partner's plans (the marker is set). */
  | { kind: 'open-subscribe' }
  | { kind: 'navigate'; to: string };

/**
 * Spec section 4, "Login": on a partner's subscribe route a premium viewer goes to their subscription, a
 * signed-in one gets the subscription popup, and a visitor is asked to sign in, coming back here (so the
 * same rule then applies). A partner's sign-up route opens registration for a visitor, then leads to its
 * subscribe route; a viewer who already has an account goes straight there. The partner's own page asks
 * nothing of anyone: it shows the offer.
 */
export function arrivalAction(
  route: AffiliateRouteKind,
  affiliate: AffiliateId,
  viewer: ArrivalViewer,
): ArrivalAction {
  if (route === 'landing') return { kind: 'none' };
  const subscribe = affiliateRoutePath(affiliate, 'subscribe');
  if (!viewer.signedIn) {
    return { kind: 'open-login', view: route === 'signup' ? 'register' : 'login', redirectTo: subscribe };
  }
  if (!viewer.account || !viewer.account.completed || viewer.choosingProfile) return { kind: 'wait' };
  if (route === 'signup') return { kind: 'navigate', to: subscribe };
  return viewer.account.premium
    ? { kind: 'navigate', to: AFFILIATE_PREMIUM_REDIRECT }
    : { kind: 'open-subscribe' };
}
