import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { coldVisit, kB } from '../../bench/transfer.mjs';
import { findPlayableItem, slugify } from './support/api';

/**
 * bench/budget.json's per-route budgets, held in Chromium: the JavaScript a cold visit (empty cache, a
 * visitor) makes the browser download, counted on the wire as the servers send it (compressed), so a
 * change that grows a first visit fails here before it ships. `npm run bench` prints the same figures.
 */

interface RouteBudget {
  /** Largest JavaScript transfer allowed, in bytes on the wire. */
  js: number;
}
interface Budget {
  routes: Record<string, RouteBudget>;
}

const budget = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'bench', 'budget.json'), 'utf8'),
) as Budget;

/** `/movie/:name/:id` and `/vod/:id` get a real, freely playable title from the API. */
async function concrete(request: APIRequestContext, route: string): Promise<string> {
  if (!route.includes(':')) return route;
  const item = await findPlayableItem(request);
  return route.replace(':name', slugify(item.title)).replace(':id', encodeURIComponent(item.id));
}

for (const [route, { js }] of Object.entries(budget.routes)) {
  test(`a cold visit to ${route} downloads at most ${kB(js)} of JavaScript`, async ({ browser, request }) => {
    const url = await concrete(request, route);
    const context = await browser.newContext();
    try {
      const visit = await coldVisit(context, new URL(url, test.info().project.use.baseURL).href);
      const scripts = visit.transfers
        .filter((transfer) => transfer.type === 'Script')
        .sort((a, b) => b.wire - a.wire)
        .map((transfer) => `${kB(transfer.wire)} ${transfer.url}`);
      expect(visit.js.files, 'the page loaded no script at all').toBeGreaterThan(0);
      expect(
        visit.js.wire,
        `${url} downloaded ${kB(visit.js.wire)} of JavaScript (budget ${kB(js)}):\n${scripts.join('\n')}`,
      ).toBeLessThanOrEqual(js);
    } finally {
      await context.close();
    }
  });
}

test('each remote’s ./app is one script beside its entry', async ({ request }) => {
  // A page a remote draws loads its remoteEntry.js and ./app's files; each file is a request with its
  // headers, on a phone's few connections (scripts/webpack/start-chunks.cjs, splittableInRemote).
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).length).toBeGreaterThan(0);
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      exposes: { path: string; assets: { js: { sync: string[] } } }[];
    };
    const app = manifest.exposes.find((expose) => expose.path === './app');
    expect(app?.assets.js.sync, `${name}'s ./app`).toHaveLength(1);
  }
});
