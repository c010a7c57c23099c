#!/usr/bin/env node
// npm run bench: build times (each app alone, then all six side by side), then a first visit to / of the
// assembled site in Chromium: the JavaScript each origin sent (raw and gzipped) and how many React DOM
// renderers the page started; then the TV guide's DOM size and render time at 50 and 500 channels
// (bench/guide.mjs). Prints tables and writes bench/results/latest.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, API_PORT, ROOT, SITE_URL } from '../scripts/lib/apps.mjs';
import { buildApp } from '../scripts/build-all.mjs';
import { kB } from './check-budget.mjs';
import { guideBench, printGuide } from './guide.mjs';
import { launchChromium, withSite } from './site.mjs';
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
  const visit = await withSite(firstVisit);
  const guide = await guideBench();
  print({ build, visit });
  printGuide(guide);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    build,
    visit,
    guide,
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
