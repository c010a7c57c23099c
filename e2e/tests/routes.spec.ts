import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { routeTable, type RouteStatus } from '../../contracts/src/routes';
import { type ApiItem, findPlayableItem, getJson, getSections, getScreen, slugify } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { SIGNUP_EMAIL_KEY } from './support/partner-frame';

/**
 * No route of the route table renders an empty page: every route and sub-route, opened by a viewer its
 * guards let in, shows its owner's screen — or, where the table says `coming-soon`, the shared
 * coming-soon state — and never the page-not-found state or nothing at all. And every one of them passes
 * axe-core's WCAG 2.2 AA rules as it first shows.
 */

type Viewer = 'visitor' | 'premium' | 'family';

interface RouteCase {
  pattern: string;
  owner: string;
  status: RouteStatus;
  viewer: Viewer;
}

const VIEWERS: Record<Exclude<Viewer, 'visitor'>, { email: string }> = {
  premium: { email: 'demo@palco.pt' },
  family: { email: 'family@palco.pt' },
};
const PASSWORD = 'palco123';
const DEVICE_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-e2e-routes' };

/** Who may open a route: the family account for the profile chooser, a signed-in viewer behind `login`. */
function viewerFor(guards: readonly string[]): Viewer {
  if (guards.includes('multi-profile') || guards.includes('choose-profile')) return 'family';
  if (guards.includes('login')) return 'premium';
  return 'visitor';
}

interface Samples {
  item: ApiItem;
  series: ApiItem;
  channelId: string;
  filterId: string;
}

async function findSamples(request: APIRequestContext): Promise<Samples> {
  const item = await findPlayableItem(request);
  let series: ApiItem | undefined;
  for (const section of await getSections(request)) {
    const screen = await getScreen(request, section.screen);
    series = screen.rails.flatMap((rail) => rail.contents).find((content) => content.type === 'SERIES');
    if (series) break;
  }
  if (!series) throw new Error('no screen of the API holds a series');
  const { channels } = await getJson<{ channels: { id: string }[] }>(request, '/v1/content/channel');
  const settings = await getJson<{ exclusive_section_id: string }>(request, '/v1/setting');
  return { item, series, channelId: channels[0]!.id, filterId: settings.exclusive_section_id };
}

/** A concrete address for a route pattern, with real ids from the API. */
function concrete(pattern: string, owner: string, samples: Samples): string {
  const isSeries = pattern.startsWith('/series/');
  const isLive = pattern.startsWith('/live/');
  const title = isSeries ? samples.series : samples.item;
  return pattern.replace(':name', isLive ? 'canal' : slugify(title.title)).replace(':id', () => {
    if (isLive) return samples.channelId;
    if (pattern.startsWith('/filters/')) return samples.filterId;
    return owner === 'mfe-player' ? samples.item.id : title.id;
  });
}

function allCases(): RouteCase[] {
  return routeTable.flatMap((route) => {
    const base = { owner: route.owner, viewer: viewerFor(route.guards) };
    const children = route.children ?? [];
    // `/vod` and `/live` have only parameterised sub-routes and no screen of their own.
    const parentHasScreen = children.length === 0 || children.some((child) => !child.path.startsWith(':'));
    return [
      ...(parentHasScreen ? [{ ...base, pattern: route.path, status: route.status ?? 'live' }] : []),
      ...children.map((child) => ({
        ...base,
        pattern: `${route.path}/${child.path}`,
        status: child.status ?? 'live',
      })),
    ];
  });
}

async function signInAs(page: Page, request: APIRequestContext, viewer: Viewer): Promise<void> {
  if (viewer === 'visitor') return;
  const login = await request.post('/api/v1/login', {
    form: { email: VIEWERS[viewer].email, password: PASSWORD },
    headers: DEVICE_HEADERS,
  });
  expect(login.ok(), `login as ${viewer} answered ${login.status()}`).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem('palco.authorization', value), token);
}

/** The element single-spa-layout mounts an application into (the shell's pages are one application). */
const appRoot = (page: Page, owner: string): Locator =>
  page.locator(`[id="single-spa-application:${owner === 'shell' ? 'shell-pages' : owner}"]`);

test.describe('every route of the route table renders what the table says', () => {
  for (const route of allCases()) {
    test(`${route.pattern} (${route.owner}, ${route.status})`, async ({ page, request }) => {
      const settings = await getJson<{ enterWithMeo: number; enterWithVodafone: number }>(
        request,
        '/v1/setting',
      );
      const path = concrete(route.pattern, route.owner, await findSamples(request));
      test.skip(
        route.pattern === '/auth' && settings.enterWithMeo !== 1 && settings.enterWithVodafone !== 1,
        'operator sign-in is switched off in the settings, so the guard sends everyone home',
      );
      await signInAs(page, request, route.viewer);
      // The international flow is for viewers outside Portugal (a PT visitor is sent home).
      if (route.pattern.startsWith('/international')) {
        await page.setExtraHTTPHeaders({ 'CloudFront-Viewer-Country': 'FR' });
      }
      // The sign-up step goes on from the e-mail the partner frame sent, which the page keeps; a visit
      // without one is sent back to /international by design, so the step is opened as a viewer coming
      // from the frame reaches it.
      if (route.pattern === '/international/signup') {
        await page.addInitScript(([key, email]) => window.localStorage.setItem(key, email), [
          SIGNUP_EMAIL_KEY,
          'rotas@exemplo.pt',
        ] as const);
      }
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);

      const root = appRoot(page, route.owner);
      await expect(root).toBeVisible();
      // Something a viewer can read or use, not an empty box (hidden loading text does not count).
      await expect
        .poll(() =>
          root.evaluate(
            (element: HTMLElement) =>
              element.innerText.trim().length > 0 || Boolean(element.querySelector('video')),
          ),
        )
        .toBe(true);
      // Still the route's own address once its screen shows: a page that sent the viewer elsewhere after
      // mounting would otherwise pass on the screen it sent them to.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(root.locator('[data-route-status="not-found"]')).toHaveCount(0);
      const comingSoon = root.locator('[data-route-status="coming-soon"]');
      if (route.status === 'coming-soon') await expect(comingSoon).toBeVisible();
      else await expect(comingSoon).toHaveCount(0);

      await expectNoAxeViolations(page);
    });
  }
});
