import { programmesForDay } from '../src/epg/programmes';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { addDays, lisbonDate } from '../src/seed/lisbon-time';
import type { RouteInfo } from './test-app';

/** A request a route answers with success, and who may send it. */
export interface RouteSample {
  method: string;
  /** The route's pattern, e.g. `/api/v1/content/item/:id`. */
  route: string;
  path: string;
  json?: unknown;
  /** `visitor`: open to anyone; `viewer`: needs the demo account's token (one profile, chosen). */
  who: 'visitor' | 'viewer';
}

type SampleSpec = Omit<RouteSample, 'method' | 'route'>;

/** `GET /api/v1/content/item/:id` for a route; HEAD routes are their GET route's. */
export const routeKey = (route: RouteInfo): string => `${route.method} ${route.url}`;

/**
 * One good request for every route of the API, by `routeKey`. The suites that go through every route
 * take the list from the app itself, so a route added without a sample here fails them.
 */
export function routeSamples(nowSeconds: number): Record<string, SampleSpec> {
  const yesterday = addDays(lisbonDate(nowSeconds), -1);
  const catchup = programmesForDay({ id: 'ch-01', logo: '', dvr: true }, yesterday)[3]?.id ?? '';
  const visitor = (path: string, json?: unknown): SampleSpec => ({ path, who: 'visitor', json });
  const viewer = (path: string, json?: unknown): SampleSpec => ({ path, who: 'viewer', json });
  return {
    'OPTIONS *': visitor('/api/v1/login'),
    'GET /api/health': visitor('/api/health'),
    'GET /api/v1/setting': visitor('/api/v1/setting'),
    'GET /api/v1/translation/:locale': visitor('/api/v1/translation/pt'),
    'GET /api/v1/plan': visitor('/api/v1/plan?affiliate=nos'),
    'GET /api/v1/content/section': visitor('/api/v1/content/section'),
    'GET /api/v1/content/section/:id': visitor('/api/v1/content/section/home'),
    'GET /api/v1/content/section/:id/filter': visitor(
      '/api/v1/content/section/exclusivos/filter?page=1&size=5',
    ),
    'GET /api/v1/content/filter/:id': visitor('/api/v1/content/filter/exclusivos~filmes?page=1&size=5'),
    'GET /api/v1/content/screen/:id': visitor('/api/v1/content/screen/scr-home'),
    'GET /api/v1/content/playlist/:id': visitor('/api/v1/content/playlist/rl-home-channels?cursor=ch-30'),
    'GET /api/v1/content/search/:query': visitor('/api/v1/content/search/mar'),
    'GET /api/v1/content/item/:id': visitor('/api/v1/content/item/mv-001'),
    'GET /api/v1/content/item/:id/season/:seasonId': visitor('/api/v1/content/item/sr-001/season/sr-001-t1'),
    'GET /api/v1/content/item/:id/next': visitor('/api/v1/content/item/sr-001-t1e01/next'),
    'PUT /api/v1/content/item/:id/classification': viewer('/api/v1/content/item/mv-001/classification', {
      classification: 4,
    }),
    'PUT /api/v1/content/item/:id/progress': viewer('/api/v1/content/item/mv-001/progress', { progress: 12 }),
    'GET /api/v1/content/favorite/': viewer('/api/v1/content/favorite/'),
    'GET /api/v1/content/favorite/:id': viewer('/api/v1/content/favorite/mv-002'),
    'POST /api/v1/content/favorite/:id': viewer('/api/v1/content/favorite/mv-002'),
    'DELETE /api/v1/content/favorite/:id': viewer('/api/v1/content/favorite/mv-002'),
    'GET /api/v1/content/channel': visitor('/api/v1/content/channel'),
    'GET /api/v1/content/channel/:id': visitor('/api/v1/content/channel/ch-01'),
    'GET /api/v1/content/epg': visitor(
      `/api/v1/content/epg?startDate=${nowSeconds - 3600}&endDate=${nowSeconds + 3600}&channels=ch-01,ch-02`,
    ),
    'GET /api/v1/content/item/:id(^ch-\\d+_\\d{8}_\\d+$)': visitor(`/api/v1/content/item/${catchup}`),
    'GET /api/v1/content/ping': visitor('/api/v1/content/ping'),
    'GET /api/v1/content/media/:id': visitor('/api/v1/content/media/vod-mv-001'),
    'GET /api/media/*': visitor('/api/media/demo/master.m3u8'),
    'POST /api/v1/login': visitor('/api/v1/login', { email: 'demo@palco.pt', password: DEMO_PASSWORD }),
    'POST /api/v1/logout': viewer('/api/v1/logout'),
    'GET /api/v1/account': viewer('/api/v1/account'),
    'GET /api/v1/profiles': viewer('/api/v1/profiles'),
    'GET /api/v1/profile': viewer('/api/v1/profile'),
    'POST /api/v1/profile/select/:id': viewer('/api/v1/profile/select/pf-demo', { code: '1234' }),
    'GET /api/images/:kind/:file': visitor('/api/images/poster/mv-001.svg'),
    'GET /sandbox/international/signup': visitor('/sandbox/international/signup'),
  };
}

/** The sample of every route of `routes`; throws for a route that has none. */
export function samplesOf(routes: readonly RouteInfo[], nowSeconds: number): RouteSample[] {
  const specs = routeSamples(nowSeconds);
  return routes.map((route) => {
    const spec = specs[routeKey(route)] ?? (route.method === 'HEAD' ? specs[`GET ${route.url}`] : undefined);
    if (!spec) throw new Error(`No sample request for ${routeKey(route)}: add one to route-samples.ts`);
    return { ...spec, method: route.method, route: route.url };
  });
}
