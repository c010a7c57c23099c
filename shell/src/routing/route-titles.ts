import { isKnownPath, matchRoutePath, type RoutePath } from '@palco/contracts';

/**
 * The tab title of each route of the table while its owner names the page no better: before its page has
 * loaded, on a coming-soon state, on the "this part of Palco is unavailable" fallback. Keyed by the route
 * table's paths, so a new route without a title here fails the type check. The shell's own pages use the
 * headings they show.
 */
const ROUTE_TITLE_KEYS: Record<RoutePath, string> = {
  '/': 'SHELL_TITLE_HOME',
  '/search': 'SHELL_TITLE_SEARCH',
  '/guia-tv': 'SHELL_TITLE_TV_GUIDE',
  '/content/:id': 'SHELL_TITLE_CONTENT',
  '/filters/:id': 'SHELL_TITLE_SECTION',
  '/series/:name/:id': 'SHELL_TITLE_SERIES',
  '/movie/:name/:id': 'SHELL_TITLE_MOVIE',
  '/tribeca': 'SHELL_TITLE_TRIBECA',
  '/continuar-a-ver': 'SHELL_TITLE_CONTINUE_WATCHING',
  '/a-minha-lista': 'SHELL_TITLE_WATCHLIST',
  '/vod': 'SHELL_TITLE_PLAYBACK',
  '/live': 'SHELL_TITLE_LIVE',
  '/profile': 'SHELL_TITLE_ACCOUNT',
  // The checkout's pages of the profile area name themselves once loaded; until then, the area's title.
  '/profile/subscription': 'SHELL_TITLE_ACCOUNT',
  '/profile/update-payment': 'SHELL_TITLE_ACCOUNT',
  '/profile/billing': 'SHELL_TITLE_ACCOUNT',
  '/profile/history': 'SHELL_TITLE_ACCOUNT',
  '/choose-profile': 'SHELL_TITLE_CHOOSE_PROFILE',
  '/completar-perfil': 'SHELL_TITLE_COMPLETE_PROFILE',
  '/esqueci-password': 'SHELL_TITLE_FORGOT_PASSWORD',
  '/mudar-password': 'SHELL_TITLE_CHANGE_PASSWORD',
  '/apptv': 'SHELL_TITLE_TV_APP',
  '/auth': 'SHELL_TITLE_OPERATOR_SIGN_IN',
  '/login': 'SHELL_TITLE_SIGN_IN',
  '/adira-ja': 'SHELL_TITLE_SUBSCRIBE',
  '/promo': 'SHELL_TITLE_PROMO',
  '/affiliate': 'SHELL_TITLE_AFFILIATE',
  '/international': 'SHELL_TITLE_INTERNATIONAL',
  '/contactos': 'SHELL_CONTACTS_TITLE',
  '/perguntas-frequentes': 'SHELL_FAQ_TITLE',
  '/politica-cookies': 'SHELL_COOKIES_TITLE',
  '/politica-privacidade': 'SHELL_PRIVACY_TITLE',
  '/termos-e-condicoes': 'SHELL_TERMS_TITLE',
  '/maintenance': 'SHELL_MAINTENANCE_TITLE',
};

/** The tab title of a path of no route, as of the 404 page. */
export const NOT_FOUND_TITLE_KEY = 'SHELL_TITLE_NOT_FOUND';

/**
 * The translation key of a path's default tab title: its route's, the 404 page's for a path of no route,
 * or none for a redirect, which the layout leaves at once.
 */
export function routeTitleKey(pathname: string): string | null {
  const route = matchRoutePath(pathname);
  if (route) return ROUTE_TITLE_KEYS[route.path];
  return isKnownPath(pathname) ? null : NOT_FOUND_TITLE_KEY;
}
