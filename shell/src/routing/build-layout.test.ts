import { routeTable } from '@palco/contracts';
import { matchRoutePath } from '@palco/contracts';
import { constructRoutes } from 'single-spa-layout';
import type { ActivityFn } from 'single-spa';
import {
  areaOf,
  buildLayout,
  type LayoutNode,
  type LayoutRoute,
  SHELL_FOOTER,
  SHELL_HEADER,
  SHELL_PAGES,
} from './build-layout';

function appNames(nodes: LayoutNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'application' ? [(node as { name: string }).name] : appNames((node as LayoutRoute).routes),
  );
}

describe('buildLayout', () => {
  const layout = buildLayout();
  const routes = layout.routes as LayoutRoute[];

  /** The layout route of a table path: top-level, or a sub-route of the area it lies in. */
  function layoutRouteOf(path: string): LayoutRoute | undefined {
    const top = routes.find((r) => r.path === path);
    if (top) return top;
    const area = routes.find((r) => r.path && path.startsWith(`${r.path}/`));
    return (area?.routes as LayoutRoute[] | undefined)?.find(
      (r) => r.type === 'route' && `${area?.path}/${r.path}` === path,
    );
  }

  it('maps every route of the table to its owning application', () => {
    for (const entry of routeTable) {
      const route = layoutRouteOf(entry.path);
      expect({ path: entry.path, found: route !== undefined }).toEqual({ path: entry.path, found: true });
      const expected = entry.owner === 'shell' ? SHELL_PAGES : entry.owner;
      expect(appNames(route!.routes)).toContain(expected);
    }
  });

  it('renders an area’s pages of another app instead of the area’s own, never beside it', () => {
    const profile = routes.find((r) => r.path === '/profile')!;
    const inner = profile.routes as LayoutRoute[];
    expect(inner.filter((r) => !r.default).map((r) => r.path)).toEqual([
      'subscription',
      'update-payment',
      'billing',
      'history',
    ]);
    for (const page of inner.filter((r) => !r.default)) {
      expect(appNames(page.routes)).toEqual([SHELL_HEADER, 'mfe-checkout', SHELL_FOOTER]);
    }
    expect(appNames(inner.find((r) => r.default)!.routes)).toEqual([
      SHELL_HEADER,
      'mfe-account',
      SHELL_FOOTER,
    ]);

    // Which app the constructed layout shows at each path: one, and the one contracts name.
    const constructed = constructRoutes(buildLayout()).routes as unknown as {
      path?: string;
      activeWhen: ActivityFn;
      routes: { type: string; default?: boolean; activeWhen?: ActivityFn; routes: LayoutNode[] }[];
    }[];
    const area = constructed.find((r) => r.path === '/profile')!;
    for (const path of ['/profile', '/profile/devices', '/profile/subscription', '/profile/history/x']) {
      const location = new URL(path, 'http://localhost') as unknown as Location;
      const shown = area.routes
        .filter((r) => r.type === 'route' && r.activeWhen?.(location))
        .flatMap((r) => appNames(r.routes))
        .filter((name) => name.startsWith('mfe-'));
      expect({ path, shown }).toEqual({ path, shown: [matchRoutePath(path)?.owner] });
    }
  });

  it('finds the area a route lies in, which the table lists after it', () => {
    const subscription = routeTable.find((r) => r.path === '/profile/subscription')!;
    expect(areaOf(subscription)?.path).toBe('/profile');
    expect(areaOf(routeTable.find((r) => r.path === '/profile')!)).toBeUndefined();
    for (const route of routeTable) {
      const area = areaOf(route);
      if (area) expect(routeTable.indexOf(route)).toBeLessThan(routeTable.indexOf(area));
    }
  });

  it('answers unknown paths with the shell pages (the 404) in the default layout', () => {
    const fallback = routes.find((r) => r.default);
    expect(appNames(fallback!.routes)).toEqual([SHELL_HEADER, SHELL_PAGES, SHELL_FOOTER]);
  });

  it('matches the home route exactly so it does not swallow every path', () => {
    expect(routes.find((r) => r.path === '/')?.exact).toBe(true);
  });

  it('gives playback the bare VOD layout and the international flow its own chrome', () => {
    expect(appNames(routes.find((r) => r.path === '/vod')!.routes)).toEqual(['mfe-player']);
    expect(appNames(routes.find((r) => r.path === '/international')!.routes)).toEqual(['mfe-international']);
    expect(appNames(routes.find((r) => r.path === '/contactos')!.routes)).toEqual([
      SHELL_PAGES,
      SHELL_FOOTER,
    ]);
  });

  it('attaches a remote fallback only where one is given', () => {
    const parcel = {
      bootstrap: async () => undefined,
      mount: async () => undefined,
      unmount: async () => undefined,
    };
    const withFallback = buildLayout({ 'mfe-player': parcel }).routes as LayoutRoute[];
    const vodMain = withFallback.find((r) => r.path === '/vod')!.routes[0] as LayoutRoute;
    expect(vodMain.routes[0]).toEqual({ type: 'application', name: 'mfe-player', error: parcel });
  });
});
