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

export interface RouteEntry {
  /** single-spa-layout path; `:name` marks a dynamic segment. */
  path: string;
  owner: AppName;
  layout: LayoutName;
  guards: readonly MiddlewareName[];
  /** What the route is for, from the spec's route table. */
  purpose: string;
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
  { path: '/vod', owner: 'mfe-player', layout: 'vod', guards: [], purpose: 'on-demand playback' },
  { path: '/live', owner: 'mfe-player', layout: 'vod', guards: [], purpose: 'live playback' },
  {
    path: '/profile',
    owner: 'mfe-account',
    layout: 'default',
    guards: ['login', 'profile'],
    purpose: 'profile area',
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
  },
  {
    path: '/esqueci-password',
    owner: 'mfe-account',
    layout: 'default',
    guards: [],
    purpose: 'forgot password',
  },
  {
    path: '/mudar-password',
    owner: 'mfe-account',
    layout: 'default',
    guards: ['login'],
    purpose: 'change password',
  },
  {
    path: '/apptv',
    owner: 'mfe-account',
    layout: 'default',
    guards: ['login'],
    purpose: 'associate TV app by code',
  },
  {
    path: '/auth',
    owner: 'mfe-account',
    layout: 'bare',
    guards: ['operatorAuth'],
    purpose: 'operator sign-in',
  },
  { path: '/login', owner: 'mfe-account', layout: 'bare', guards: [], purpose: 'login callback' },
  { path: '/adira-ja', owner: 'mfe-checkout', layout: 'default', guards: [], purpose: 'subscribe page' },
  { path: '/promo', owner: 'mfe-checkout', layout: 'default', guards: [], purpose: 'promo code' },
  {
    path: '/affiliate',
    owner: 'mfe-checkout',
    layout: 'default',
    guards: [],
    purpose: 'affiliate sign-up and subscribe',
  },
  {
    path: '/international',
    owner: 'mfe-international',
    layout: 'international',
    guards: ['country-international'],
    purpose: 'international flow',
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
