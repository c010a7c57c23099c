#!/usr/bin/env node
// npm run bench: build times (each app alone, then all six side by side), then a first visit to / of the
// assembled site in Chromium: the JavaScript each origin sent (raw and gzipped) and how many React DOM
// renderers the page started; then a cold visit to each route of bench/budget.json, counted on the wire, and Lighthouse's mobile
// performance audit of those routes (bench/lighthouse.mjs); play to first frame against a bare <video>, and the
// player's heap over 20 title switches (bench/playback.mjs); then the TV guide at 50, 500 and 5,000 channels: DOM size, render time and long tasks while scrolling
// (bench/guide.mjs); then the API's throughput under load, direct and through the shell's proxy, and a burst
// of the widest guide calls (bench/load.mjs). Prints tables and writes bench/results/latest.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, API_PORT, ROOT, SITE_URL } from '../scripts/lib/apps.mjs';
import { buildApp } from '../scripts/build-all.mjs';
import { kB } from './check-budget.mjs';
import { guideBench, printGuide } from './guide.mjs';
import { playbackBench, printPlayback } from './playback.mjs';
import { loadBench, printLoad } from './load.mjs';
import { launchChromium, withSite } from './site.mjs';
import { lighthouseBench, printLighthouse } from './lighthouse.mjs';
import { coldVisit } from './transfer.mjs';
import { seconds, stopChildren, stopChildrenOnSignals } from '../scripts/lib/proc.mjs';

const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'latest.json');
async function buildTimes() {
  const aloneMs = {};
  for (const app of APPS) {
    aloneMs[app.dir] = Math.round(await buildApp(app, { quiet: true }));
    console.log(`built ${app.dir.padEnd(18)} alone in ${seconds(aloneMs[app.dir])}`);
  }
  const started = performance.now();
  await Promise.all(APPS.map((app) => buildApp(app, { quiet: true })));
  const togetherMs = Math.round(performance.now() - started);
  console.log(`built all six side by side in ${seconds(togetherMs)}`);
  const aloneTotalMs = Object.values(aloneMs).reduce((sum, ms) => sum + ms, 0);
  return { aloneMs, aloneTotalMs, togetherMs };
}

/**
 * Runs in the page before any script: a stand-in for the React DevTools hook. Every React DOM copy that
 * loads calls `inject()` once at start-up, so the calls count the renderers, duplicated copies included.
 */
function installReactHookProbe() {
  const renderers = [];
  globalThis.__PALCO_BENCH_RENDERERS__ = renderers;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) {
      renderers.push({ version: internals.version, package: internals.rendererPackageName });
      return renderers.length;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

const appOfOrigin = (origin) => {
  const port = Number(new URL(origin).port);
  return APPS.find((app) => app.port === port)?.dir ?? (port === API_PORT ? 'api' : origin);
};

async function firstVisit() {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addInitScript(installReactHookProbe);
    const scripts = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' ||
        (response.headers()['content-type'] ?? '').includes('javascript');
      if (isScript && response.status() === 200) {
        const url = response.url();
        scripts.push(
          response.body().then(
            (body) => ({ url, body }),
            (error) => ({ url, error }),
          ),
        );
      }
    });
    const started = performance.now();
    await page.goto(`${SITE_URL}/`, { waitUntil: 'networkidle' });
    const networkIdleMs = Math.round(performance.now() - started);
    const renderers = await page.evaluate(() => globalThis.__PALCO_BENCH_RENDERERS__);

    const apps = {};
    for (const { url, body, error } of await Promise.all(scripts)) {
      if (error) throw new Error(`could not read ${url}: ${error.message}`);
      const { origin } = new URL(url);
      const app = (apps[appOfOrigin(origin)] ??= { origin, files: [], raw: 0, gzip: 0 });
      const file = { url, raw: body.length, gzip: gzipSync(body).length };
      app.files.push(file);
      app.raw += file.raw;
      app.gzip += file.gzip;
    }
    const total = Object.values(apps).reduce(
      (sum, app) => ({ raw: sum.raw + app.raw, gzip: sum.gzip + app.gzip }),
      { raw: 0, gzip: 0 },
    );
    return { url: `${SITE_URL}/`, networkIdleMs, apps, total, renderers, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

const API_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-bench' };
const apiGet = async (apiPath) => {
  const response = await fetch(`${SITE_URL}/api${apiPath}`, { headers: API_HEADERS });
  if (!response.ok) throw new Error(`GET /api${apiPath} answered ${response.status}`);
  return response.json();
};

/** A released, free movie or episode with a stream, from the API's screens (as the browser tests find one). */
async function playableItem() {
  const now = Date.now() / 1000;
  const { sections } = await apiGet('/v1/content/section');
  for (const section of sections) {
    const screen = await apiGet(`/v1/content/screen/${encodeURIComponent(section.screen)}`);
    const item = screen.rails
      .flatMap((rail) => rail.contents)
      .find(
        (content) =>
          content.media_id !== null &&
          !content.premium &&
          ['MOVIE', 'EPISODE'].includes(content.type) &&
          (content.release_date === null || content.release_date <= now),
      );
    if (item) return item;
  }
  throw new Error('no screen holds a free, released title with a stream');
}

const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Every route of bench/budget.json, each in a fresh browser context (a cold visit by a visitor): the
 * JavaScript and all bytes on the wire (compressed) and decoded, as Chromium counts them. Each route is
 * visited by a browser in Portuguese, the site's language (the browser tests' visitor, whom the budgets
 * hold), and by one in English, who also loads the English strings beside the Portuguese ones the code
 * carries as every language's fallback.
 */
async function routeVisits() {
  const budget = JSON.parse(await fs.readFile(path.join(ROOT, 'bench', 'budget.json'), 'utf8'));
  const item = await playableItem();
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const [route, { js: jsBudget }] of Object.entries(budget.routes)) {
      const url = route.replace(':name', slugify(item.title)).replace(':id', encodeURIComponent(item.id));
      const visitIn = async (locale) => {
        const context = await browser.newContext({ locale });
        const visit = await coldVisit(context, `${SITE_URL}${url}`);
        await context.close();
        return visit;
      };
      const visit = await visitIn('pt-PT');
      const english = await visitIn('en-US');
      rows.push({
        route,
        url,
        jsBudget,
        js: visit.js,
        prefetched: visit.prefetched,
        all: visit.all,
        english: { js: english.js, all: english.all },
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * A first navigation from home into a title, code and data cold: the time from the click to the frame
 * that shows the title's heading, measured in the page (median of 3 fresh visits).
 */
async function firstClickIntoTitle() {
  const browser = await launchChromium();
  const times = [];
  try {
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${SITE_URL}/`, { waitUntil: 'networkidle' });
      const card = page.locator('a[data-testid="card"][href^="/movie/"]').first();
      await card.scrollIntoViewIfNeeded();
      await card.hover();
      const painted = page.evaluate(
        () =>
          new Promise((resolve) => {
            let clickedAt = 0;
            globalThis.document.addEventListener('click', () => (clickedAt = performance.now()), {
              capture: true,
              once: true,
            });
            const check = () => {
              if (clickedAt && globalThis.document.querySelector('[data-testid="content-detail"] h1')) {
                globalThis.requestAnimationFrame(() => resolve(performance.now() - clickedAt));
                return true;
              }
              return false;
            };
            new globalThis.MutationObserver((_records, observer) => check() && observer.disconnect()).observe(
              globalThis.document.body,
              {
                childList: true,
                subtree: true,
              },
            );
          }),
      );
      await card.click();
      times.push(Math.round(await painted));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runsMs: times, medianMs: [...times].sort((a, b) => a - b)[1] };
}

function printRoutes(rows) {
  console.log(
    '\nCold visits, as Chromium counts them (wire = compressed, as sent), by a browser in Portuguese and one in English',
  );
  console.log(
    `${'route'.padEnd(20)} ${'JS wire'.padStart(10)} ${'budget'.padStart(10)} ${'JS decoded'.padStart(11)} ${'files'.padStart(5)} ${'prefetched'.padStart(11)} ${'all wire'.padStart(10)} ${'JS wire, en'.padStart(12)} ${'files'.padStart(5)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(20)} ${kB(row.js.wire).padStart(10)} ${kB(row.jsBudget).padStart(10)} ${kB(row.js.decoded).padStart(11)} ${String(row.js.files).padStart(5)} ${kB(row.prefetched.wire).padStart(11)} ${kB(row.all.wire).padStart(10)} ${kB(row.english.js.wire).padStart(12)} ${String(row.english.js.files).padStart(5)}`,
    );
  }
  console.log(
    '(prefetched: what the page fetched while idle, at the lowest priority, for the links on screen)',
  );
}

function print({ build, visit }) {
  console.log(`\nFirst visit to ${visit.url} (network idle after ${seconds(visit.networkIdleMs)})`);
  console.log(
    `${'app'.padEnd(18)} ${'origin'.padEnd(24)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`,
  );
  for (const [name, app] of Object.entries(visit.apps)) {
    console.log(
      `${name.padEnd(18)} ${app.origin.padEnd(24)} ${String(app.files.length).padStart(5)} ${kB(app.raw).padStart(10)} ${kB(app.gzip).padStart(10)}`,
    );
  }
  console.log(
    `${'total'.padEnd(48)} ${kB(visit.total.raw).padStart(10)} ${kB(visit.total.gzip).padStart(10)}`,
  );

  const versions = visit.renderers.map((renderer) => `${renderer.package} ${renderer.version}`).join(', ');
  console.log(`\nReact DOM renderers started: ${visit.renderers.length}${versions ? ` (${versions})` : ''}`);
  if (visit.renderers.length !== 1)
    console.log('WARNING: the page should run exactly one copy of React DOM.');

  console.log('\nBuild time');
  for (const [dir, ms] of Object.entries(build.aloneMs))
    console.log(`  ${dir.padEnd(18)} ${seconds(ms).padStart(7)}`);
  console.log(`  ${'one after another'.padEnd(18)} ${seconds(build.aloneTotalMs).padStart(7)}`);
  console.log(`  ${'all side by side'.padEnd(18)} ${seconds(build.togetherMs).padStart(7)}`);
}

stopChildrenOnSignals();
try {
  const build = await buildTimes();
  const { visit, routes, firstClick, lighthouse, playback } = await withSite(async () => {
    const routeRows = await routeVisits();
    return {
      visit: await firstVisit(),
      routes: routeRows,
      firstClick: await firstClickIntoTitle(),
      // The pages a newcomer opens first; the player page streams video for as long as it is open.
      lighthouse: await lighthouseBench(
        routeRows
          .filter((row) => !row.route.startsWith('/vod'))
          .map((row) => ({ route: row.route, url: `${SITE_URL}${row.url}` })),
      ),
      playback: await playbackBench(),
    };
  });
  const guide = await guideBench();
  // On ports of its own, with an API and a shell's server of its own: the site above is stopped by now.
  const load = await loadBench();
  print({ build, visit });
  printRoutes(routes);
  console.log(
    `\nFirst click from home into a title (hovered first, then clicked): painted after ${firstClick.medianMs} ms (median of ${firstClick.runsMs.join(', ')} ms)`,
  );
  printLighthouse(lighthouse);
  printPlayback(playback);
  printGuide(guide);
  printLoad(load);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    build,
    visit,
    routes,
    firstClick,
    lighthouse,
    playback,
    guide,
    load,
  };
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)}`);
} catch (error) {
  console.error(`Bench failed: ${error.stack}`);
  process.exitCode = 1;
} finally {
  await stopChildren();
}
