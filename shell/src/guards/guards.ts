import type { Account, MiddlewareName, Profile, RouteEntry, Settings, SubRouteEntry } from '@palco/contracts';
import {
  AFFILIATE_PREMIUM_REDIRECT,
  affiliateRouteOf,
  matchRoutePath,
  middlewareNames,
  needsProfileChoice,
  routeTable,
} from '@palco/contracts';
import { isFeatureOn } from '@palco/shared';
import { chooseProfileUrl, REDIRECT_PARAM, safeReturnPath, SWITCH_PROFILE_PATH } from './return-target';
import { isInternationalViewer } from './viewer-country';

export interface GuardContext {
  path: string;
  search: string;
  token: string | null;
  account: Account | null;
  profile: Profile | null;
  settings: Settings;
}

export type GuardResult =
  { kind: 'allow' } | { kind: 'redirect'; to: string; openLogin?: boolean } | { kind: 'error'; status: 500 };

type Guard = (ctx: GuardContext) => GuardResult;

const allow: GuardResult = { kind: 'allow' };

/** Where a locked international flow sends a signed-in viewer (spec section 2). */
export const INTERNATIONAL_SUBSCRIBE_PATH = '/international/subscribe';

/**
 * Pages a locked international flow still lets a signed-in viewer open, with the pages below them: spec
 * section 2's promo, FAQ, contacts, terms, privacy and cookies; the plans it sends them to; the steps of a
 * sign-in they must be able to finish (the login and operator callbacks, completing the profile, choosing
 * who is watching, a password reset begun before signing in); and maintenance, which is no page of the site's.
 */
export const INTERNATIONAL_LOCK_EXEMPT: readonly string[] = [
  '/promo',
  '/perguntas-frequentes',
  '/contactos',
  '/termos-e-condicoes',
  '/politica-privacidade',
  '/politica-cookies',
  INTERNATIONAL_SUBSCRIBE_PATH,
  // Where a plan chosen on the international subscribe page is paid for (the checkout's payment popup).
  '/adira-ja',
  '/login',
  '/auth',
  '/completar-perfil',
  '/choose-profile',
  '/esqueci-password',
  '/maintenance',
];

/** Whether `path` is `page` or below it, ignoring case as routes match (`/promo/X`, not `/promotions`). */
const isAtOrBelow = (path: string, page: string): boolean => {
  const lower = path.toLowerCase();
  return lower === page || lower.startsWith(`${page}/`);
};

/** The master profile is watching, or the account has a single profile (which is its master). */
const isManager = (ctx: GuardContext): boolean =>
  ctx.profile ? ctx.profile.isMaster : Boolean(ctx.account && !ctx.account.is_multi_profile);

/** The session's own profile id: the chosen one, or the only one a single-profile account has. */
const ownProfileId = (ctx: GuardContext): string | null =>
  ctx.profile?.id ?? (ctx.account?.profiles.length === 1 ? (ctx.account.profiles[0]?.id ?? null) : null);

/** Whether the account has anything to choose between (spec section 4: more than one profile). */
const hasProfilesToChoose = (account: Account | null): boolean =>
  Boolean(account?.is_multi_profile && account.profiles.length > 1);

const login: Guard = (ctx) => (ctx.token ? allow : { kind: 'redirect', to: '/', openLogin: true });

const manager: Guard = (ctx) => {
  const signedIn = login(ctx);
  if (signedIn.kind !== 'allow') return signedIn;
  return isManager(ctx) ? allow : { kind: 'redirect', to: '/profile' };
};

/** The guards under the spec's middleware names. */
export const guards: Record<(typeof middlewareNames)[number], Guard> = {
  login,
  // Master-profile-only routes; anyone else goes to /profile (spec section 2).
  manager,
  // Profile edit (spec section 2): a non-master profile opens only its own (`?id=` absent or its own id),
  // otherwise it is sent to switch profile.
  isManager: (ctx) => {
    const signedIn = login(ctx);
    if (signedIn.kind !== 'allow') return signedIn;
    const id = new URLSearchParams(ctx.search).get('id');
    if (!id || isManager(ctx) || id === ownProfileId(ctx)) return allow;
    return { kind: 'redirect', to: SWITCH_PROFILE_PATH };
  },
  // Multi-profile-only routes, while the `multi_profile` feature flag is on (spec sections 1 and 2).
  'multi-profile': (ctx) =>
    isFeatureOn(ctx.settings, 'multi_profile') ? allow : { kind: 'redirect', to: '/profile' },
  // The chooser itself: an account with a single profile has nothing to choose, and goes where it was
  // headed (the chooser's `redirect`), or home.
  'choose-profile': (ctx) => {
    if (hasProfilesToChoose(ctx.account)) return allow;
    const target = safeReturnPath(new URLSearchParams(ctx.search).get(REDIRECT_PARAM));
    return { kind: 'redirect', to: target ?? '/' };
  },
  // Spec section 4: a family account chooses who is watching before anything else, again when its choice is
  // over 24 hours old (the session store then holds no profile), and comes back here afterwards.
  profile: (ctx) =>
    needsProfileChoice(ctx.account, ctx.profile)
      ? { kind: 'redirect', to: chooseProfileUrl(`${ctx.path}${ctx.search}`) }
      : allow,
  // Premium viewers and viewers from the home country (a visitor located there, or an account made there)
  // never see the international pages; they go home.
  'country-international': (ctx) =>
    isInternationalViewer(ctx.account, ctx.settings) ? allow : { kind: 'redirect', to: '/' },
  // A locked international flow (`flow_international_locked`) sends a signed-in viewer of the international
  // base layout to its plans from every page but the exempt ones. Site-wide (`siteWideGuards`), not listed
  // on routes. Visitors, premium viewers and home-country viewers are never locked.
  country: (ctx) => {
    if (ctx.settings.flow_international_locked !== 1 || !ctx.token || !ctx.account) return allow;
    if (!isInternationalViewer(ctx.account, ctx.settings)) return allow;
    if (INTERNATIONAL_LOCK_EXEMPT.some((page) => isAtOrBelow(ctx.path, page))) return allow;
    return { kind: 'redirect', to: INTERNATIONAL_SUBSCRIBE_PATH };
  },
  // An affiliate's subscribe route (spec section 4): a premium viewer has nothing to buy there and goes to
  // their subscription. Anyone else comes in: the page opens the subscription popup, or the login popup for
  // a visitor (who stays, and once signed in gets the same rule), and an unknown affiliate's page says so.
  'nos-affiliate': (ctx) => {
    const route = affiliateRouteOf(ctx.path);
    const premium = Boolean(ctx.token && ctx.account?.premium);
    return premium && route?.kind === 'subscribe' && route.affiliate
      ? { kind: 'redirect', to: AFFILIATE_PREMIUM_REDIRECT }
      : allow;
  },
  // Operator sign-in is offered only while one of the operator flags is on.
  operatorAuth: (ctx) =>
    ctx.settings.enterWithMeo === 1 || ctx.settings.enterWithVodafone === 1
      ? allow
      : { kind: 'redirect', to: '/' },
};

/**
 * Guards every route passes before its own (`installGuards`): the international lock applies to the whole
 * site, so it is not listed route by route, and a route added later cannot be forgotten.
 */
export const siteWideGuards: readonly MiddlewareName[] = ['country'];

/**
 * Guards that depend on who the viewer is and where they are from rather than on the page: run again when
 * the signed-in account changes without a route change (a sign-in in a popup that stays on the page).
 */
export const viewerCountryGuards: readonly MiddlewareName[] = ['country', 'country-international'];

/** Runs a route's guards in order; an unknown middleware name is a 500 (spec section 2). */
export function runGuards(names: readonly string[], ctx: GuardContext): GuardResult {
  for (const name of names) {
    const guard = (guards as Record<string, Guard | undefined>)[name];
    if (!guard) return { kind: 'error', status: 500 };
    const result = guard(ctx);
    if (result.kind !== 'allow') return result;
  }
  return allow;
}

/**
 * The route-table entry a path falls under, as the shell's layout picks it (contracts' `matchRoutePath`:
 * ignoring case, routes below their path unless `exact`); `undefined` for the 404 page.
 */
export function routeFor(path: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const match = matchRoutePath(path);
  return match && table.find((route) => route.path === match.path);
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The sub-route of `route` that `path` opens, if any: the same number of segments below the parent's. */
export function subRouteFor(route: RouteEntry, path: string): SubRouteEntry | undefined {
  const below = segmentsOf(path).slice(segmentsOf(route.path).length);
  if (below.length === 0) return undefined;
  return route.children?.find((child) => {
    const pattern = segmentsOf(child.path);
    return (
      pattern.length === below.length &&
      pattern.every(
        (part, index) => part.startsWith(':') || part.toLowerCase() === below[index]?.toLowerCase(),
      )
    );
  });
}

/**
 * The guards a path must pass, in order: its route's, then its sub-route's; `undefined` for a path of no
 * route (the 404 page, which has none).
 */
export function guardsFor(
  path: string,
  table: readonly RouteEntry[] = routeTable,
): readonly MiddlewareName[] | undefined {
  const route = routeFor(path, table);
  if (!route) return undefined;
  return [...route.guards, ...(subRouteFor(route, path)?.guards ?? [])];
}
