import type { Account, Profile, RouteEntry, Settings } from '@palco/contracts';
import { middlewareNames, needsProfileChoice, routeTable } from '@palco/contracts';
import { HOME_COUNTRY } from '@palco/shared';

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

const isManager = (ctx: GuardContext): boolean =>
  ctx.profile ? ctx.profile.isMaster : Boolean(ctx.account && !ctx.account.is_multi_profile);

const login: Guard = (ctx) => (ctx.token ? allow : { kind: 'redirect', to: '/', openLogin: true });

const manager: Guard = (ctx) => {
  const signedIn = login(ctx);
  if (signedIn.kind !== 'allow') return signedIn;
  return isManager(ctx) ? allow : { kind: 'redirect', to: '/profile' };
};

const mustChooseProfile = (ctx: GuardContext): boolean => needsProfileChoice(ctx.account, ctx.profile);

/** The guards under the spec's middleware names. */
export const guards: Record<(typeof middlewareNames)[number], Guard> = {
  login,
  manager,
  isManager: manager,
  'multi-profile': (ctx) => (ctx.account?.is_multi_profile ? allow : { kind: 'redirect', to: '/profile' }),
  'choose-profile': (ctx) => (mustChooseProfile(ctx) ? { kind: 'redirect', to: '/choose-profile' } : allow),
  profile: (ctx) => (mustChooseProfile(ctx) ? { kind: 'redirect', to: '/choose-profile' } : allow),
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

/** The route-table entry a path falls under (longest matching prefix; `/` only exactly). */
export function routeFor(path: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const matches = table.filter((r) =>
    r.path === '/' ? path === '/' : path === r.path || path.startsWith(`${r.path.split('/:')[0]}/`),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}
