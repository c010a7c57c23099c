import { type AffiliateId, affiliateIds } from './entities';
import type { AppName } from './remotes';
import { isKnownPath, matchRoutePath, routePaths, routeRedirects as redirects } from './route-paths.cjs';

/** Route guards under the spec's middleware names (spec section 2). */
export const middlewareNames = [
  'choose-profile',
  'country-international',
  'country',
  'isManager',
  'login',
  'manager',
  'multi-profile',
  'nos-affiliate',
  'operatorAuth',
  'profile',
] as const;
export type MiddlewareName = (typeof middlewareNames)[number];

export type LayoutName = 'default' | 'home' | 'international' | 'bare' | 'footer-only' | 'vod';

/**
 * `live`: the owner renders the screen. `coming-soon`: the owner renders the shared `ComingSoon` state
 * (a heading, a sentence and a way home) until it builds the screen; it never renders an empty page.
 */
export type RouteStatus = 'live' | 'coming-soon';

/** A sub-route the owner renders under its top-level route (e.g. `/profile/switch-profile`). */
export interface SubRouteEntry {
  /** Path below the parent, without a leading slash; `:name` marks a dynamic segment. */
  path: string;
  /** Defaults to `live`. */
  status?: RouteStatus;
  /** Checked after the parent's guards, for this sub-route only; none when absent. */
  guards?: readonly MiddlewareName[];
  purpose: string;
}

export interface RouteEntry {
  /** single-spa-layout path; `:name` marks a dynamic segment. */
  path: string;
  owner: AppName;
  /** Matches the path alone (a trailing slash allowed), not the paths below it. */
  exact?: boolean;
  layout: LayoutName;
  /**
   * Checked in order before the route opens (the shell's `installGuards`). `profile` is on every route whose
   * page depends on who is watching: a family account that has not chosen a profile, or chose one more than
   * 24 hours ago, is asked first (spec section 4). Pages that never ask are the chooser itself, the sign-in
   * and account-completion steps, the international flow, maintenance, and the help and legal pages. The
   * locked international flow (`country`) is not listed here: the shell runs it before every route's guards.
   */
  guards: readonly MiddlewareName[];
  /** What the route is for, from the spec's route table. */
  purpose: string;
  /** Defaults to `live`; a test on the assembled site checks the owner renders what this says. */
  status?: RouteStatus;
  /** Sub-routes the owner renders, checked the same way. */
  children?: readonly SubRouteEntry[];
}

/** The path of a top-level route, e.g. `/guia-tv`: the list of paths is `route-paths.cjs`. */
export type RoutePath = (typeof routePaths)[number]['path'];

type RouteDetails = Omit<RouteEntry, 'path' | 'owner' | 'exact'>;

/**
 * What the shell needs beyond each route's path and owner. Keyed by path, so a route added to
 * `route-paths.cjs` without its layout and guards here (or the other way round) fails the type check.
 */
const routeDetails: Record<RoutePath, RouteDetails> = {
  '/': { layout: 'home', guards: ['profile'], purpose: 'home' },
  '/search': { layout: 'default', guards: ['profile'], purpose: 'search' },
  '/guia-tv': { layout: 'default', guards: ['profile'], purpose: 'TV guide' },
  '/content/:id': { layout: 'default', guards: ['profile'], purpose: 'content page' },
  '/filters/:id': { layout: 'default', guards: ['profile'], purpose: 'filtered section' },
  '/series/:name/:id': { layout: 'default', guards: ['profile'], purpose: 'series page' },
  '/movie/:name/:id': { layout: 'default', guards: ['profile'], purpose: 'movie page' },
  '/tribeca': { layout: 'default', guards: ['profile'], purpose: 'tribeca section' },
  '/continuar-a-ver': { layout: 'default', guards: ['login', 'profile'], purpose: 'continue watching' },
  '/a-minha-lista': { layout: 'default', guards: ['login', 'profile'], purpose: 'watchlist' },
  '/vod': {
    layout: 'vod',
    guards: ['profile'],
    purpose: 'on-demand and catch-up playback',
    children: [
      { path: ':id', purpose: 'play a title or a past programme' },
      { path: ':name/:id', purpose: 'play a title, with its name in the address' },
    ],
  },
  '/live': {
    layout: 'vod',
    guards: ['profile'],
    purpose: 'live playback',
    children: [
      { path: ':id', purpose: 'watch a channel' },
      { path: ':name/:id', purpose: 'watch a channel, with its name in the address' },
    ],
  },
  '/profile': {
    layout: 'default',
    guards: ['login', 'profile'],
    purpose: 'profile area',
    children: [
      // Spec section 2: multi-profile-only (the `multi_profile` feature flag).
      { path: 'switch-profile', guards: ['multi-profile'], purpose: 'switch profile' },
      { path: 'account', purpose: 'personal data' },
      { path: 'avatar', purpose: 'avatar choice' },
      // Master-profile-only, and multi-profile-only: every account starts with one profile.
      { path: 'create', guards: ['manager', 'multi-profile'], purpose: 'create a profile' },
      { path: 'devices', purpose: 'devices' },
      // A non-master profile edits only its own (`?id=` another's goes to switch-profile).
      { path: 'edit', guards: ['isManager'], purpose: 'edit a profile (query id)' },
      { path: 'language', purpose: 'language preferences' },
      { path: 'update-password', purpose: 'change password' },
      // billing, history, subscription and update-payment are the checkout's: routes of their own, below.
    ],
  },
  // The profile area's pages of the checkout (spec section 2's /profile children; issue 13), matched before
  // /profile and guarded as it is.
  '/profile/subscription': {
    layout: 'default',
    guards: ['login', 'profile'],
    purpose: 'subscription management: the plan, changing it, cancelling it',
  },
  '/profile/update-payment': {
    layout: 'default',
    guards: ['login', 'profile'],
    purpose: 'change payment method',
  },
  '/profile/billing': { layout: 'default', guards: ['login', 'profile'], purpose: 'billing details' },
  '/profile/history': { layout: 'default', guards: ['login', 'profile'], purpose: 'invoices' },
  // Only an account with more than one profile has anything to choose; the others go where they were headed.
  '/choose-profile': { layout: 'bare', guards: ['login', 'choose-profile'], purpose: 'choose profile' },
  '/completar-perfil': { layout: 'bare', guards: ['login'], purpose: 'complete profile' },
  '/esqueci-password': { layout: 'default', guards: [], purpose: 'forgot password' },
  '/mudar-password': { layout: 'default', guards: ['login', 'profile'], purpose: 'change password' },
  '/apptv': { layout: 'default', guards: ['login', 'profile'], purpose: 'associate TV app by code' },
  '/auth': { layout: 'bare', guards: ['operatorAuth'], purpose: 'operator sign-in' },
  '/login': { layout: 'bare', guards: [], purpose: 'login callback' },
  '/adira-ja': { layout: 'default', guards: ['profile'], purpose: 'subscribe page' },
  '/promo': { layout: 'default', guards: ['profile'], purpose: 'promo code' },
  '/affiliate': {
    layout: 'default',
    guards: ['profile'],
    purpose: 'the partners whose viewers join through them',
    // Spec section 2: each carries its affiliate's marker (`affiliateRoutes` names them).
    children: [
      { path: ':id', purpose: "an affiliate's name and plans, to sign up or subscribe" },
      { path: ':id/signup', purpose: 'sign up through an affiliate (nos-signup, vodafone-signup, …)' },
      // Spec section 4: premium goes to its subscription, a visitor signs in first.
      { path: ':id/subscribe', guards: ['nos-affiliate'], purpose: 'subscribe through an affiliate' },
    ],
  },
  '/international': {
    layout: 'international',
    guards: ['country-international'],
    purpose: 'international flow',
    children: [
      { path: 'login', purpose: 'international sign-in' },
      { path: 'signup', purpose: 'international sign-up frame' },
      { path: 'subscribe', purpose: 'international plans' },
    ],
  },
  '/contactos': { layout: 'footer-only', guards: [], purpose: 'contacts' },
  '/perguntas-frequentes': { layout: 'default', guards: [], purpose: 'FAQ' },
  '/politica-cookies': { layout: 'default', guards: [], purpose: 'cookie policy' },
  '/politica-privacidade': { layout: 'default', guards: [], purpose: 'privacy policy' },
  '/termos-e-condicoes': { layout: 'default', guards: [], purpose: 'terms and conditions' },
  '/maintenance': { layout: 'bare', guards: [], purpose: 'maintenance' },
};

/**
 * Every top-level route of spec section 2 and the application that owns it: the paths of
 * `route-paths.cjs` (which the servers read too) with their details. The shell builds its
 * single-spa-layout template from this table; a test checks the two agree.
 */
export const routeTable: readonly RouteEntry[] = routePaths.map((route) => ({
  ...route,
  ...routeDetails[route.path],
}));

/** Redirects of spec section 2. */
export const routeRedirects: Readonly<Record<string, string>> = redirects;

/**
 * The top-level route a path belongs to, as the shell's layout picks it (`undefined`: the 404 page), and
 * whether the shell has a page for a path at all (a route or a redirect); servers answer the rest with 404.
 */
export { isKnownPath, matchRoutePath };

/** Where the affiliates' routes live (spec section 2): `/affiliate/{id}`, and below it sign-up and subscribe. */
export const AFFILIATE_PATH = '/affiliate';

/**
 * Where a premium viewer on an affiliate's subscribe route goes instead (spec section 4): there is nothing
 * left to buy, so to the subscription they have, in the profile area.
 */
export const AFFILIATE_PREMIUM_REDIRECT = '/profile/subscription';

/** What an affiliate route is for: its landing (name and plans), its sign-up, or its subscribe route. */
export type AffiliateRouteKind = 'landing' | 'signup' | 'subscribe';

/** The affiliate a route's `:id` names, as the API spells its markers (`NOS` in a typed link is `nos`). */
export function toAffiliateId(value: string | null | undefined): AffiliateId | null {
  const id = value?.trim().toLowerCase();
  return (affiliateIds as readonly string[]).includes(id ?? '') ? (id as AffiliateId) : null;
}

/** The address of an affiliate's route, e.g. `/affiliate/nos/subscribe`. */
export function affiliateRoutePath(affiliate: string, kind: AffiliateRouteKind = 'landing'): string {
  const landing = `${AFFILIATE_PATH}/${encodeURIComponent(affiliate)}`;
  return kind === 'landing' ? landing : `${landing}/${kind}`;
}

/**
 * The spec's named affiliate routes (section 2: nos-signup … samsung-subscribe) and their addresses. The
 * spec gives names only; the addresses sit below each affiliate's own page, `/affiliate/{id}`.
 */
export const affiliateRoutes = Object.fromEntries(
  affiliateIds.flatMap((id) =>
    (['signup', 'subscribe'] as const).map((kind) => [`${id}-${kind}`, affiliateRoutePath(id, kind)]),
  ),
) as Readonly<Record<`${AffiliateId}-${'signup' | 'subscribe'}`, string>>;

/** An address below `/affiliate/{id}`: the id as written (known or not) and which of its routes it is. */
export interface AffiliateRouteMatch {
  /** The `:id` segment as the address has it (decoded), which may name no affiliate. */
  id: string;
  /** The affiliate it names; null for an unknown id, whose page says so. */
  affiliate: AffiliateId | null;
  kind: AffiliateRouteKind;
}

/**
 * Which affiliate route a path is, as the checkout's router and the shell's guards read it (ignoring case
 * and a trailing slash, like single-spa); null for any other path, `/affiliate` itself included.
 */
export function affiliateRouteOf(pathname: string): AffiliateRouteMatch | null {
  const match = /^\/affiliate\/([^/]+)(?:\/(signup|subscribe))?\/?$/i.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    id = match[1];
  }
  const kind = (match[2]?.toLowerCase() ?? 'landing') as AffiliateRouteKind;
  return { id, affiliate: toAffiliateId(id), kind };
}
