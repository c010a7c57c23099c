import { routeTable } from '@palco/contracts';
import {
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

  it('maps every route of the table to its owning application', () => {
    for (const entry of routeTable) {
      const route = routes.find((r) => r.path === entry.path);
      expect(route).toBeDefined();
      const expected = entry.owner === 'shell' ? SHELL_PAGES : entry.owner;
      expect(appNames(route!.routes)).toContain(expected);
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
