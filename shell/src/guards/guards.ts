import type { Account, MiddlewareName, Profile, RouteEntry, Settings, SubRouteEntry } from '@palco/contracts';
import { matchRoutePath, middlewareNames, needsProfileChoice, routeTable } from '@palco/contracts';
import { HOME_COUNTRY, isFeatureOn } from '@palco/shared';
import { chooseProfileUrl, REDIRECT_PARAM, safeReturnPath, SWITCH_PROFILE_PATH } from './return-target';

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

/** Pages a locked international flow still lets a signed-in viewer open (spec section 2). */
const INTERNATIONAL_LOCK_EXEMPT = [
  '/promo',
  '/perguntas-frequentes',
  '/contactos',
  '/termos-e-condicoes',
  '/politica-privacidade',
  '/politica-cookies',
];

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
  // Premium viewers and visitors from the home country never see the international pages.
  'country-international': (ctx) => {
    if (ctx.account?.premium) return { kind: 'redirect', to: '/' };
    const country = ctx.account?.country ?? ctx.settings.visitor_country;
    return country === HOME_COUNTRY ? { kind: 'redirect', to: '/' } : allow;
  },
  // A locked international flow sends signed-in viewers to subscribe, except on the exempt pages.
  country: (ctx) => {
    if (!ctx.settings.flow_international_locked || !ctx.token || ctx.account?.premium) return allow;
    if (INTERNATIONAL_LOCK_EXEMPT.some((p) => ctx.path.startsWith(p))) return allow;
    return ctx.path.startsWith('/international/subscribe')
      ? allow
      : { kind: 'redirect', to: '/international/subscribe' };
  },
  'nos-affiliate': (ctx) => (ctx.token ? allow : { kind: 'redirect', to: '/', openLogin: true }),
  // Operator sign-in is offered only while one of the operator flags is on.
  operatorAuth: (ctx) =>
    ctx.settings.enterWithMeo === 1 || ctx.settings.enterWithVodafone === 1
      ? allow
      : { kind: 'redirect', to: '/' },
};

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
