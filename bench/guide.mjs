#!/usr/bin/env node
// The TV guide at 50 and at 500 channels: the API is started with DEMO_CHANNEL_COUNT for each, the
// assembled site's /guia-tv is opened in Chromium, and the guide region's DOM node count (once its rows
// in view have their programmes) and its render time (navigation to the first rows' programmes on
// screen) are printed, with the ratio of the two line-ups. A guide that draws only what is in view keeps
// both about the same whatever the number of channels. Figures only; nothing here passes or fails.
//
// Run alone with `node bench/guide.mjs` once the apps are built; `npm run bench` runs it after its own
// builds.
import { pathToFileURL } from 'node:url';
import { SITE_URL } from '../scripts/lib/apps.mjs';
import { stopChildren, stopChildrenOnSignals } from '../scripts/lib/proc.mjs';
import { launchChromium, withSite } from './site.mjs';

export const GUIDE_CHANNEL_COUNTS = [50, 500];
/** Each figure is the median of this many page loads, the first one warming the caches left out. */
const RUNS = 5;
const ROW_HEIGHT = 72;

/** Resolves, in the page, once the rows in view all have their programmes; to the page's clock then. */
function guideSettled() {
  const grid = globalThis.document.querySelector('[data-testid="guide-grid"]');
  if (!grid) return false;
  const ready =
    grid.querySelector('[data-testid="guide-programme"]') !== null &&
    grid.querySelector('[data-testid="guide-row-loading"]') === null;
  return ready ? performance.now() : false;
}

/** Nodes in the guide region, and how many channel rows and programmes of them exist in the DOM. */
function guideNodes() {
  const grid = globalThis.document.querySelector('[data-testid="guide-grid"]');
  return {
    nodes: grid.querySelectorAll('*').length,
    rows: grid.querySelectorAll('[data-testid="guide-channel"]').length,
    programmes: grid.querySelectorAll('[data-testid="guide-programme"]').length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, channels) {
  const loads = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      // The time from navigation start to the first rows' programmes on screen, by the page's own clock.
      await page.goto(`${SITE_URL}/guia-tv`);
      const renderMs = await (await page.waitForFunction(guideSettled, null, { polling: 'raf' })).jsonValue();
      const top = await page.evaluate(guideNodes);
      // Halfway down the line-up, once that part has its programmes too.
      await page
        .getByTestId('guide-grid')
        .evaluate((grid, y) => grid.scrollTo({ top: y }), Math.floor(channels / 2) * ROW_HEIGHT);
      await page.waitForFunction(
        (id) =>
          globalThis.document.querySelector(`[data-channel-id="${id}"] [data-testid="guide-programme"]`) !==
          null,
        `ch-${String(Math.floor(channels / 2) + 1).padStart(2, '0')}`,
      );
      await page.waitForFunction(guideSettled, null, { polling: 'raf' });
      const middle = await page.evaluate(guideNodes);
      if (run > 0) loads.push({ renderMs, top, middle });
    } finally {
      await page.close();
    }
  }
  return {
    channels,
    renderMs: Math.round(median(loads.map((l) => l.renderMs))),
    nodes: median(loads.map((l) => l.top.nodes)),
    rows: median(loads.map((l) => l.top.rows)),
    programmes: median(loads.map((l) => l.top.programmes)),
    nodesHalfway: median(loads.map((l) => l.middle.nodes)),
  };
}

/** Measures the guide at each line-up size, each on its own freshly seeded site. */
export async function guideBench() {
  const results = [];
  for (const channels of GUIDE_CHANNEL_COUNTS) {
    results.push(
      await withSite(
        async () => {
          const browser = await launchChromium();
          try {
            return await measure(browser, channels);
          } finally {
            await browser.close();
          }
        },
        { DEMO_CHANNEL_COUNT: String(channels) },
      ),
    );
  }
  const [small, large] = results;
  return {
    runs: RUNS,
    results,
    ratio: { nodes: large.nodes / small.nodes, renderMs: large.renderMs / small.renderMs },
  };
}

export function printGuide(guide) {
  console.log(`\nTV guide /guia-tv (median of ${guide.runs} loads, 1280×800)`);
  console.log(
    `${'channels'.padStart(8)} ${'render'.padStart(9)} ${'DOM nodes'.padStart(10)} ${'rows'.padStart(5)} ${'programmes'.padStart(11)} ${'nodes halfway'.padStart(14)}`,
  );
  for (const r of guide.results) {
    console.log(
      `${String(r.channels).padStart(8)} ${`${r.renderMs} ms`.padStart(9)} ${String(r.nodes).padStart(10)} ${String(r.rows).padStart(5)} ${String(r.programmes).padStart(11)} ${String(r.nodesHalfway).padStart(14)}`,
    );
  }
  const [small, large] = guide.results;
  console.log(
    `${large.channels}/${small.channels} channels: DOM nodes ×${guide.ratio.nodes.toFixed(2)}, render time ×${guide.ratio.renderMs.toFixed(2)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  stopChildrenOnSignals();
  try {
    printGuide(await guideBench());
  } catch (error) {
    console.error(`Guide bench failed: ${error.stack}`);
    process.exitCode = 1;
  } finally {
    await stopChildren();
  }
}
