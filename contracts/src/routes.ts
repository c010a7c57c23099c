import type { AppName } from './remotes';

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
  purpose: string;
}

export interface RouteEntry {
  /** single-spa-layout path; `:name` marks a dynamic segment. */
  path: string;
  owner: AppName;
  layout: LayoutName;
  guards: readonly MiddlewareName[];
  /** What the route is for, from the spec's route table. */
  purpose: string;
  /** Defaults to `live`; a test on the assembled site checks the owner renders what this says. */
  status?: RouteStatus;
  /** Sub-routes the owner renders, checked the same way. */
  children?: readonly SubRouteEntry[];
}

/**
 * Every top-level route of spec section 2 and the application that owns it. The shell builds its
 * single-spa-layout template from this table; a test checks the two agree.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', owner: 'mfe-catalogue', layout: 'home', guards: [], purpose: 'home' },
  { path: '/search', owner: 'mfe-catalogue', layout: 'default', guards: [], purpose: 'search' },
  { path: '/guia-tv', owner: 'mfe-catalogue', layout: 'default', guards: [], purpose: 'TV guide' },
  { path: '/content/:id', owner: 'mfe-catalogue', layout: 'default', guards: [], purpose: 'content page' },
  {
    path: '/filters/:id',
    owner: 'mfe-catalogue',
    layout: 'default',
    guards: [],
    purpose: 'filtered section',
  },
  {
    path: '/series/:name/:id',
    owner: 'mfe-catalogue',
    layout: 'default',
    guards: [],
    purpose: 'series page',
  },
  { path: '/movie/:name/:id', owner: 'mfe-catalogue', layout: 'default', guards: [], purpose: 'movie page' },
  { path: '/tribeca', owner: 'mfe-catalogue', layout: 'default', guards: [], purpose: 'tribeca section' },
  {
    path: '/continuar-a-ver',
    owner: 'mfe-catalogue',
    layout: 'default',
    guards: ['login'],
    purpose: 'continue watching',
  },
  {
    path: '/a-minha-lista',
    owner: 'mfe-catalogue',
    layout: 'default',
    guards: ['login'],
    purpose: 'watchlist',
  },
  {
    path: '/vod',
    owner: 'mfe-player',
    layout: 'vod',
    guards: [],
    purpose: 'on-demand and catch-up playback',
    children: [
      { path: ':id', purpose: 'play a title or a past programme' },
      { path: ':name/:id', purpose: 'play a title, with its name in the address' },
    ],
  },
  {
    path: '/live',
    owner: 'mfe-player',
    layout: 'vod',
    guards: [],
    purpose: 'live playback',
    children: [
      { path: ':id', purpose: 'watch a channel' },
      { path: ':name/:id', purpose: 'watch a channel, with its name in the address' },
    ],
  },
  {
    path: '/profile',
    owner: 'mfe-account',
    layout: 'default',
    guards: ['login', 'profile'],
    purpose: 'profile area',
    children: [
      { path: 'switch-profile', purpose: 'switch profile' },
      { path: 'account', status: 'coming-soon', purpose: 'personal data' },
      { path: 'avatar', status: 'coming-soon', purpose: 'avatar choice' },
      { path: 'billing', status: 'coming-soon', purpose: 'billing details' },
      { path: 'create', status: 'coming-soon', purpose: 'create a profile' },
      { path: 'devices', status: 'coming-soon', purpose: 'devices' },
      { path: 'edit', status: 'coming-soon', purpose: 'edit a profile (query id)' },
      { path: 'history', status: 'coming-soon', purpose: 'invoices' },
      { path: 'language', status: 'coming-soon', purpose: 'language preferences' },
      { path: 'subscription', status: 'coming-soon', purpose: 'subscription management' },
      { path: 'update-password', status: 'coming-soon', purpose: 'change password' },
      { path: 'update-payment', status: 'coming-soon', purpose: 'change payment method' },
    ],
  },
  {
    path: '/choose-profile',
    owner: 'mfe-account',
    layout: 'bare',
    guards: ['login', 'multi-profile'],
    purpose: 'choose profile',
  },
  {
    path: '/completar-perfil',
    owner: 'mfe-account',
    layout: 'bare',
    guards: ['login'],
    purpose: 'complete profile',
    status: 'coming-soon',
  },
  {
    path: '/esqueci-password',
    owner: 'mfe-account',
    layout: 'default',
    guards: [],
    purpose: 'forgot password',
    status: 'coming-soon',
  },
  {
    path: '/mudar-password',
    owner: 'mfe-account',
    layout: 'default',
    guards: ['login'],
    purpose: 'change password',
    status: 'coming-soon',
  },
  {
    path: '/apptv',
    owner: 'mfe-account',
    layout: 'default',
    guards: ['login'],
    purpose: 'associate TV app by code',
    status: 'coming-soon',
  },
  {
    path: '/auth',
    owner: 'mfe-account',
    layout: 'bare',
    guards: ['operatorAuth'],
    purpose: 'operator sign-in',
    status: 'coming-soon',
  },
  { path: '/login', owner: 'mfe-account', layout: 'bare', guards: [], purpose: 'login callback' },
  { path: '/adira-ja', owner: 'mfe-checkout', layout: 'default', guards: [], purpose: 'subscribe page' },
  {
    path: '/promo',
    owner: 'mfe-checkout',
    layout: 'default',
    guards: [],
    purpose: 'promo code',
    status: 'coming-soon',
  },
  {
    path: '/affiliate',
    owner: 'mfe-checkout',
    layout: 'default',
    guards: [],
    purpose: 'affiliate sign-up and subscribe',
    status: 'coming-soon',
  },
  {
    path: '/international',
    owner: 'mfe-international',
    layout: 'international',
    guards: ['country-international'],
    purpose: 'international flow',
    children: [
      { path: 'login', purpose: 'international sign-in' },
      { path: 'signup', purpose: 'international sign-up frame' },
      { path: 'subscribe', purpose: 'international plans' },
    ],
  },
  { path: '/contactos', owner: 'shell', layout: 'footer-only', guards: [], purpose: 'contacts' },
  { path: '/perguntas-frequentes', owner: 'shell', layout: 'default', guards: [], purpose: 'FAQ' },
  { path: '/politica-cookies', owner: 'shell', layout: 'default', guards: [], purpose: 'cookie policy' },
  { path: '/politica-privacidade', owner: 'shell', layout: 'default', guards: [], purpose: 'privacy policy' },
  {
    path: '/termos-e-condicoes',
    owner: 'shell',
    layout: 'default',
    guards: [],
    purpose: 'terms and conditions',
  },
  { path: '/maintenance', owner: 'shell', layout: 'bare', guards: [], purpose: 'maintenance' },
];

/** Redirects of spec section 2. */
export const routeRedirects: Readonly<Record<string, string>> = {
  '/tv': '/apptv',
  '/logout': '/',
};
