// The addresses of Palco's routes and how a path is matched against them, once for everything that needs
// to know whether the site has a page for an address: the route table (routes.ts builds on this list, adding
// layouts, guards and sub-routes), the shell's page titles, the app servers, which answer a path of no route
// with status 404, and the compose nginx's list of known paths, which a test holds to this one. Plain
// CommonJS with JSDoc, like apps.cjs, so Node servers load it as it is while TypeScript sees the literals.

/**
 * @typedef {object} RoutePathEntry
 * @property {string} path single-spa-layout path; `:name` marks a dynamic segment.
 * @property {string} owner the application that renders the route.
 * @property {boolean} [exact] matches the path alone (a trailing slash allowed), not the paths below it.
 */

/**
 * Every top-level route of spec section 2 and the app that owns it. Home and the shell's own pages are
 * `exact`: they have no sub-pages, so a path below them is an unknown address (the 404 page). A route may
 * lie below another's path (another team's pages inside an area): it comes first, and the first route that
 * matches a path owns it, here and in the shell's layout.
 */
const routePaths = /** @type {const} */ ([
  { path: '/', owner: 'mfe-catalogue', exact: true },
  { path: '/search', owner: 'mfe-catalogue' },
  { path: '/guia-tv', owner: 'mfe-catalogue' },
  { path: '/content/:id', owner: 'mfe-catalogue' },
  { path: '/filters/:id', owner: 'mfe-catalogue' },
  { path: '/series/:name/:id', owner: 'mfe-catalogue' },
  { path: '/movie/:name/:id', owner: 'mfe-catalogue' },
  { path: '/tribeca', owner: 'mfe-catalogue' },
  { path: '/continuar-a-ver', owner: 'mfe-catalogue' },
  { path: '/a-minha-lista', owner: 'mfe-catalogue' },
  { path: '/vod', owner: 'mfe-player' },
  { path: '/live', owner: 'mfe-player' },
  // The profile area's subscription and billing pages are the checkout's (section 2's /profile children):
  // listed before /profile, so that a path below them is theirs, as the first route that matches decides.
  { path: '/profile/subscription', owner: 'mfe-checkout' },
  { path: '/profile/update-payment', owner: 'mfe-checkout' },
  { path: '/profile/billing', owner: 'mfe-checkout' },
  { path: '/profile/history', owner: 'mfe-checkout' },
  { path: '/profile', owner: 'mfe-account' },
  { path: '/choose-profile', owner: 'mfe-account' },
  { path: '/completar-perfil', owner: 'mfe-account' },
  { path: '/esqueci-password', owner: 'mfe-account' },
  { path: '/mudar-password', owner: 'mfe-account' },
  { path: '/apptv', owner: 'mfe-account' },
  { path: '/auth', owner: 'mfe-account' },
  { path: '/login', owner: 'mfe-account' },
  { path: '/adira-ja', owner: 'mfe-checkout' },
  { path: '/promo', owner: 'mfe-checkout' },
  { path: '/affiliate', owner: 'mfe-checkout' },
  { path: '/international', owner: 'mfe-international' },
  { path: '/contactos', owner: 'shell', exact: true },
  { path: '/perguntas-frequentes', owner: 'shell', exact: true },
  { path: '/politica-cookies', owner: 'shell', exact: true },
  { path: '/politica-privacidade', owner: 'shell', exact: true },
  { path: '/termos-e-condicoes', owner: 'shell', exact: true },
  { path: '/maintenance', owner: 'shell', exact: true },
]);
exports.routePaths = routePaths;

/** Redirects of spec section 2: the layout sends exactly these paths to another. */
const routeRedirects = /** @type {const} */ ({
  '/tv': '/apptv',
  '/logout': '/',
});
exports.routeRedirects = routeRedirects;

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&');

/**
 * The regular expression, matched ignoring case, with which single-spa decides that a path is a route's
 * (`pathToActiveWhen` in single-spa 6, which single-spa-layout uses), written out here so that servers can
 * match without a browser: a dynamic segment is anything up to the next slash; a route matches the paths below
 * it unless `exact`; a route ending in a dynamic segment is a prefix. Servers never see the address's
 * fragment, so the fragment single-spa also allows is left out. A shell test holds the two to each other.
 *
 * @param {string} path a route's path, e.g. `/series/:name/:id`
 * @param {boolean} [exact]
 * @returns {string}
 */
function routePattern(path, exact = false) {
  const full = path.startsWith('/') ? path : `/${path}`;
  let source = '^';
  let lastIndex = 0;
  let inDynamic = false;
  /** @param {number} index where the current static or dynamic part ends */
  const append = (index) => {
    source += inDynamic ? '[^/]+/?' : escapeRegExp(full.slice(lastIndex, index));
    if (index === full.length) {
      if (!inDynamic) {
        const rest = exact ? '' : '.*';
        source = source.endsWith('/') ? `${source}${rest}$` : `${source}(/${rest})?$`;
      } else if (exact) {
        source += '$';
      }
    }
    inDynamic = !inDynamic;
    lastIndex = index;
  };
  for (let index = 0; index < full.length; index += 1) {
    const char = full[index];
    if ((!inDynamic && char === ':') || (inDynamic && char === '/')) append(index);
  }
  append(full.length);
  return source;
}
exports.routePattern = routePattern;

/**
 * @typedef {object} PathPattern
 * @property {string} source a regular expression's source, anchored at the start.
 * @property {boolean} ignoreCase routes match ignoring case, as single-spa matches them; redirects do not.
 */

/**
 * Every path the shell has a page for, as regular expressions: each route's, then each redirect's (the
 * path itself and nothing else, as single-spa-layout compares them).
 *
 * @type {readonly PathPattern[]}
 */
const knownPathPatterns = [
  ...routePaths.map((/** @type {RoutePathEntry} */ route) => ({
    source: routePattern(route.path, route.exact),
    ignoreCase: true,
  })),
  ...Object.keys(routeRedirects).map((from) => ({ source: `^${escapeRegExp(from)}$`, ignoreCase: false })),
];
exports.knownPathPatterns = knownPathPatterns;

const routeMatchers = routePaths.map((/** @type {RoutePathEntry} */ route) => ({
  route,
  regex: new RegExp(routePattern(route.path, route.exact), 'i'),
}));

/**
 * The top-level route a path belongs to, as the shell's layout picks it; `undefined` for a path of no
 * route, where the layout shows the shell's 404 page.
 *
 * @param {string} pathname an address's path, without query or fragment
 * @returns {(typeof routePaths)[number] | undefined}
 */
function matchRoutePath(pathname) {
  const index = routeMatchers.findIndex(({ regex }) => regex.test(pathname));
  return index < 0 ? undefined : routePaths[index];
}
exports.matchRoutePath = matchRoutePath;

/**
 * Whether the shell has a page for a path: a route's, or a redirect's. Anything else is answered with the
 * 404 page, and servers answer it with status 404.
 *
 * @param {string} pathname an address's path, without query or fragment
 * @returns {boolean}
 */
function isKnownPath(pathname) {
  return Object.hasOwn(routeRedirects, pathname) || matchRoutePath(pathname) !== undefined;
}
exports.isKnownPath = isKnownPath;
