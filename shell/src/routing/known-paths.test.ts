// The servers decide which addresses get status 404 with contracts' `isKnownPath`, written out without a
// browser; the page decides which addresses show the 404 page with single-spa-layout. This test holds the
// two to each other, on the layout the shell really builds, for paths of every route and around them.
import { isKnownPath, matchRoutePath, routeRedirects, routeTable } from '@palco/contracts';
import type { ActivityFn } from 'single-spa';
import { constructRoutes } from 'single-spa-layout';
import { buildLayout } from './build-layout';

interface ActiveRoute {
  type: string;
  path?: string;
  default?: boolean;
  activeWhen: ActivityFn;
  routes?: ActiveRoute[];
}

const layout = constructRoutes(buildLayout({}, routeTable, { ...routeRedirects }));
const layoutRoutes = (layout.routes as unknown as ActiveRoute[]).filter((child) => child.type === 'route');

/** The routes among `nodes`, nested ones left out. */
const routesOf = (nodes: ActiveRoute[] = []): ActiveRoute[] => nodes.filter((node) => node.type === 'route');

/**
 * What the layout shows at `pathname`: a route's path, `404` for its default route, or a redirect. An area
 * holding other apps' pages (`/profile`) has them as sub-routes beside its own default one: the page's
 * route is the sub-route that is active (its path relative to the area's), else the area itself.
 */
function layoutAnswer(pathname: string): string {
  if (layout.redirects[pathname]) return `redirect to ${layout.redirects[pathname]}`;
  const location = new URL(pathname, 'http://localhost') as unknown as Location;
  const active = layoutRoutes.filter((route) => route.activeWhen(location));
  expect(active).toHaveLength(1);
  const [route] = active;
  if (!route || route.default) return route ? '404' : 'nothing';
  const inner = routesOf(route.routes).filter((child) => child.activeWhen(location));
  if (inner.length === 0) return route.path ?? 'nothing';
  // Exactly one of an area's sub-routes is active: a page of another app, or the area's own (default).
  expect(inner).toHaveLength(1);
  return inner[0]?.default ? (route.path ?? 'nothing') : `${route.path}/${inner[0]?.path}`;
}

/** What contracts say about `pathname`, in the same terms. */
function contractsAnswer(pathname: string): string {
  if (Object.hasOwn(routeRedirects, pathname)) return `redirect to ${routeRedirects[pathname]}`;
  return isKnownPath(pathname) ? (matchRoutePath(pathname)?.path ?? 'known, no route') : '404';
}

const concrete = (pattern: string): string => pattern.replace(':name', 'o-nome').replace(':id', '123');

const samples = [
  ...routeTable.flatMap((route) => {
    const path = concrete(route.path);
    const below = route.path === '/' ? [] : [`${path}/`, `${path}/mais/abaixo`, `${path}-e-mais`];
    const children = (route.children ?? []).map((child) => `${path}/${concrete(child.path)}`);
    return [path, path.toUpperCase(), ...below, ...children];
  }),
  ...Object.keys(routeRedirects).flatMap((from) => [from, `${from}/`, from.toUpperCase()]),
  '/nada-disto-existe',
  '/content',
  '/content/',
  '/series/so-o-nome',
  '/profile-multi',
  '/index.html.br',
];

describe('known paths', () => {
  it.each(samples)('%s: the servers and the layout agree', (pathname) => {
    expect(contractsAnswer(pathname)).toBe(layoutAnswer(pathname));
  });

  it('knows every route and sub-route of the table, and not what lies outside it', () => {
    for (const route of routeTable) expect(isKnownPath(concrete(route.path))).toBe(true);
    expect(isKnownPath('/vod/o-nome/123')).toBe(true);
    expect(isKnownPath('/tv')).toBe(true);
    expect(isKnownPath('/nada-disto-existe')).toBe(false);
    // The shell's pages have nothing below them.
    expect(isKnownPath('/contactos/outra')).toBe(false);
  });
});
