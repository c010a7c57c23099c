import type { LayoutName, RouteEntry } from '@palco/contracts';
import { remoteAppNames, routeTable } from '@palco/contracts';
import type { ParcelConfig } from 'single-spa';

/** Applications the shell itself provides (its chrome and static pages). */
export const SHELL_HEADER = 'shell-header';
export const SHELL_FOOTER = 'shell-footer';
export const SHELL_PAGES = 'shell-pages';
export const shellAppNames = [SHELL_HEADER, SHELL_FOOTER, SHELL_PAGES] as const;

export interface LayoutApplication {
  type: 'application';
  name: string;
  error?: ParcelConfig;
}
export interface LayoutElement {
  type: string;
  attrs?: { name: string; value: string }[];
  routes: LayoutNode[];
}
export interface LayoutRoute {
  type: 'route';
  path?: string;
  exact?: boolean;
  default?: boolean;
  routes: LayoutNode[];
}
export type LayoutNode = LayoutApplication | LayoutElement | LayoutRoute;

export interface LayoutConfig {
  containerEl: string;
  routes: LayoutNode[];
  redirects: Record<string, string>;
}

/** Which application renders a route's content: remotes by name, the shell's static pages as one app. */
export function contentAppFor(route: Pick<RouteEntry, 'owner'>): string {
  return route.owner === 'shell' ? SHELL_PAGES : route.owner;
}

/** The id of the `<main>` the layout renders each route's content into: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

const header: LayoutApplication = { type: 'application', name: SHELL_HEADER };
const footer: LayoutApplication = { type: 'application', name: SHELL_FOOTER };

/**
 * The chrome around the content for each layout of spec section 2. The international layout brings
 * its own header and footer (mfe-international renders them); VOD and bare show the content alone.
 */
export function layoutChildren(layout: LayoutName, content: LayoutApplication): LayoutNode[] {
  const main: LayoutElement = {
    type: 'main',
    attrs: [
      { name: 'id', value: MAIN_CONTENT_ID },
      { name: 'data-layout', value: layout },
    ],
    routes: [content],
  };
  switch (layout) {
    case 'default':
    case 'home':
      return [header, main, footer];
    case 'footer-only':
      return [main, footer];
    case 'international':
      // The international flow brings its own header, main landmark and footer.
      return [content];
    case 'bare':
    case 'vod':
      return [main];
  }
}

/**
 * The route whose area `route` lies in, if any: one that is not `exact` and whose path is `route`'s up to a
 * slash (the checkout's `/profile/subscription` in the account's `/profile`). The table lists such routes
 * before their area's, as contracts' `matchRoutePath` takes the first route that matches.
 */
export function areaOf(route: RouteEntry, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  return table.find(
    (other) =>
      other !== route && !other.exact && route.path.toLowerCase().startsWith(`${other.path.toLowerCase()}/`),
  );
}

/**
 * The single-spa-layout configuration, built from the contracts' route table so the two can never
 * disagree. Unknown paths fall to the default route: the shell's pages answer them with the 404 page.
 * Routes the table marks `exact` (home, the shell's pages) match only themselves, so a path below them is
 * unknown too — as the servers, which match with contracts' `isKnownPath`, answer it with status 404. A
 * route inside another's area (`areaOf`) is nested in it, so the two never render together.
 */
export function buildLayout(
  fallbacks: Partial<Record<string, ParcelConfig>> = {},
  table: readonly RouteEntry[] = routeTable,
  redirects: Record<string, string> = {},
): LayoutConfig {
  const app = (name: string): LayoutApplication => {
    const error = fallbacks[name];
    return error ? { type: 'application', name, error } : { type: 'application', name };
  };
  const content = (route: RouteEntry): LayoutNode[] =>
    layoutChildren(route.layout, app(contentAppFor(route)));
  const routes: LayoutNode[] = table
    .filter((route) => !areaOf(route, table))
    .map((route): LayoutRoute => {
      const inner = table.filter((other) => areaOf(other, table) === route);
      if (inner.length === 0) {
        return {
          type: 'route',
          path: route.path,
          ...(route.exact ? { exact: true } : {}),
          routes: content(route),
        };
      }
      // single-spa-layout shows every route that matches, and a page inside an area matches the area too: the
      // area's pages of other apps become its sub-routes (paths relative to it), with the area's own content
      // as their default sibling, so exactly one app renders at any path, as contracts' matchRoutePath says.
      return {
        type: 'route',
        path: route.path,
        routes: [
          ...inner.map((other): LayoutRoute => ({
            type: 'route',
            path: other.path.slice(route.path.length + 1),
            ...(other.exact ? { exact: true } : {}),
            routes: content(other),
          })),
          { type: 'route', default: true, routes: content(route) },
        ],
      };
    });
  routes.push({ type: 'route', default: true, routes: layoutChildren('default', app(SHELL_PAGES)) });
  return { containerEl: '#palco-layout', routes, redirects };
}

/** Every application the layout names, remotes first. */
export function layoutApplicationNames(): string[] {
  return [...remoteAppNames, ...shellAppNames];
}
