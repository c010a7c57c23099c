#!/usr/bin/env node
// The TV guide at 50, 500 and 5,000 channels, in Chromium: the assembled site's /guia-tv is opened with the
// channel list and the programmes answered by this script (see `fakeGuideApi`), and for each line-up it
// prints the guide region's DOM node count (at the top and halfway down), its render time (navigation to
// the first rows' programmes on screen) and the longest task of that load, then the long tasks
// (PerformanceObserver 'longtask', over 50 ms) and the time spent in script and in style and layout while
// the guide is scrolled programmatically, in steps: 30 screens of channels (turning back at either end of
// the line-up), then across the day's hours. A guide that draws only what is in view keeps every figure
// about the same whatever the number of channels. Figures only; nothing here passes or fails.
//
// Why the answers are faked: the reference API seeds at most 1,000 channels (DEMO_CHANNEL_COUNT), and the
// guide is measured at 5,000. Answering in the page also leaves the API's own speed out of the figures,
// so they are the client's alone; the rest of the site (settings, dictionary, scripts) is the real one.
//
// Run alone with `node bench/guide.mjs` once the apps are built; `npm run bench` runs it after its own
// builds. When a site already answers on the shell's port it is used as it is (its seed does not matter,
// the guide's data are faked); otherwise one is started and stopped.
import { pathToFileURL } from 'node:url';
import { SITE_URL } from '../scripts/lib/apps.mjs';
import { stopChildren, stopChildrenOnSignals } from '../scripts/lib/proc.mjs';
import { launchChromium, withSite } from './site.mjs';

export const GUIDE_CHANNEL_COUNTS = [50, 500, 5000];
/** Each figure is the median of this many page loads, the first one warming the caches left out. */
const RUNS = 5;
/**
 * Steps of the vertical pass, each a screen of rows further (turning back at either end of the line-up):
 * the same scroll at every size, so the figures compare the same work.
 */
const VERTICAL_STEPS = 30;
/** Steps of the horizontal pass, from midnight to midnight: about an hour each. */
const HORIZONTAL_STEPS = 24;
/** How long one step may take to have its rows' programmes on screen. */
const STEP_TIMEOUT_MS = 20_000;
const MINUTE = 60;
const DURATIONS = [30, 45, 60, 75, 90, 105, 120].map((m) => m * MINUTE);

/** `ch-0001`…: the ids of the faked line-up. */
export const channelId = (index) => `ch-${String(index + 1).padStart(4, '0')}`;

/** A small deterministic generator, so every run and every build sees the same schedule. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const SHOWS = [
  'Telejornal',
  'Jornal da Tarde',
  'Grande Entrevista',
  'Magazine Cultural',
  'Desporto em Análise',
  'Concerto ao Vivo',
  'Cozinha de Autor',
  'Portugal Selvagem',
  'Ciência Hoje',
  'Debate da Noite',
];

/** The Lisbon calendar day of a moment, `YYYY-MM-DD`, as the guide's answer groups programmes. */
const lisbonDate = (seconds) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(seconds * 1000);

/** One channel's programmes over [start, end): back to back, 30 to 120 minutes, the first crossing `start`. */
function programmes(channel, index, start, end, nowSeconds) {
  const next = random(index * 7919 + start);
  const entries = [];
  let cursor = start - 15 * MINUTE;
  for (let slot = 0; cursor < end; slot += 1) {
    const length = DURATIONS[Math.floor(next() * DURATIONS.length)];
    const id = `${channel.id}_${start}_${slot}`;
    entries.push({
      id,
      title: SHOWS[Math.floor(next() * SHOWS.length)],
      description: 'Programa de teste do banco de ensaio.',
      type: 'CATCHUP',
      trailer_id: null,
      media_id: channel.dvr ? `catchup-${id}` : null,
      classification: 'M/12',
      premium: false,
      channel: channel.id,
      start_date: cursor,
      end_date: cursor + length,
      live: cursor <= nowSeconds && nowSeconds < cursor + length,
      images: {},
      season_number: null,
      episode_number: null,
      item_id: null,
    });
    cursor += length;
  }
  return entries;
}

/**
 * Answers `GET /v1/content/channel` with `count` channels (logos and names taken from the site's own
 * line-up, in turn) and `GET /v1/content/epg` with a schedule for the channels it names, as the API does.
 */
async function fakeGuideApi(page, count) {
  let line = null;
  const lineUp = async (route) => {
    if (line) return line;
    const seeded = (await (await route.fetch()).json()).channels;
    line = Array.from({ length: count }, (_, i) => {
      const model = seeded[i % seeded.length] ?? { name: 'Canal', logo: '' };
      const round = Math.floor(i / Math.max(1, seeded.length));
      return {
        id: channelId(i),
        name: round === 0 ? model.name : `${model.name} ${round + 1}`,
        logo: model.logo,
        media_id: `live-${channelId(i)}`,
        dvr: (i + 1) % 4 !== 0,
        fast: (i + 1) % 4 === 0,
      };
    });
    return line;
  };
  await page.route(/\/api\/v1\/content\/channel(\?.*)?$/, async (route) =>
    route.fulfill({ json: { channels: await lineUp(route) } }),
  );
  await page.route(/\/api\/v1\/content\/epg\?/, async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const start = Number(query.get('startDate'));
    const end = Number(query.get('endDate'));
    const now = Math.floor(Date.now() / 1000);
    const asked = (query.get('channels') ?? '').split(',').filter(Boolean);
    const byId = new Map((line ?? []).map((channel, index) => [channel.id, { channel, index }]));
    const channels = asked.map((id) => {
      const known = byId.get(id);
      if (!known) return { id, dates: [] };
      const epgs = programmes(known.channel, known.index, start, end, now);
      return { id, dates: [{ date: lisbonDate(start), epgs }] };
    });
    await route.fulfill({ json: { channels } });
  });
}

/** Runs in the page before any script: keeps every long task the page reports, with when it started. */
function installLongTaskProbe() {
  const tasks = [];
  globalThis.__PALCO_LONG_TASKS__ = tasks;
  new globalThis.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

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

/**
 * Scrolls the grid along `axis` ('top' or 'left'): to `fraction` of its extent, or by `screens` of its box
 * (back the other way from an end it has reached). Then waits two frames, so that the scroll event, the
 * render it causes and the requests it starts have all happened. Resolves to the direction it went.
 */
function scrollGridTo({ axis, fraction, screens, direction = 1 }) {
  const grid = globalThis.document.querySelector('[data-testid="guide-grid"]');
  const vertical = axis === 'top';
  const max = vertical ? grid.scrollHeight - grid.clientHeight : grid.scrollWidth - grid.clientWidth;
  const at = vertical ? grid.scrollTop : grid.scrollLeft;
  let way = direction;
  let to = Math.round(max * (fraction ?? 0));
  if (screens !== undefined) {
    const step = screens * (vertical ? grid.clientHeight : grid.clientWidth);
    if ((way > 0 && at >= max) || (way < 0 && at <= 0)) way = -way;
    to = Math.min(max, Math.max(0, Math.round(at + way * step)));
  }
  grid.scrollTo({ [axis]: to });
  return new Promise((resolve) =>
    globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => resolve(way))),
  );
}

async function scrollAndSettle(page, move) {
  const direction = await page.evaluate(scrollGridTo, move);
  await page.waitForFunction(guideSettled, null, { polling: 'raf', timeout: STEP_TIMEOUT_MS });
  return direction;
}

/** Milliseconds the page has spent running script, and recalculating style and layout, so far. */
async function busyTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    script: seconds('ScriptDuration') * 1000,
    layout: (seconds('LayoutDuration') + seconds('RecalcStyleDuration')) * 1000,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureOnce(browser, channels) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.addInitScript(installLongTaskProbe);
    await fakeGuideApi(page, channels);
    // The time from navigation start to the first rows' programmes on screen, by the page's own clock.
    await page.goto(`${SITE_URL}/guia-tv`);
    const renderMs = await (await page.waitForFunction(guideSettled, null, { polling: 'raf' })).jsonValue();
    const top = await page.evaluate(guideNodes);

    // Halfway down the line-up, once that part has its programmes too.
    const middleId = channelId(Math.floor(channels / 2));
    await page.evaluate(scrollGridTo, { axis: 'top', fraction: 0.5 });
    await page.waitForFunction(
      (id) =>
        globalThis.document.querySelector(`[data-channel-id="${id}"] [data-testid="guide-programme"]`) !==
        null,
      middleId,
    );
    await page.waitForFunction(guideSettled, null, { polling: 'raf' });
    const middle = await page.evaluate(guideNodes);

    // From halfway, a screen of channels at a time, then across the day's hours from midnight. Chromium's
    // own counters add how long the page spent running script and laying out meanwhile, long tasks or not.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await busyTime(cdp);
    const scrollFrom = await page.evaluate(() => performance.now());
    let direction = 1;
    for (let step = 1; step <= VERTICAL_STEPS; step += 1)
      direction = await scrollAndSettle(page, { axis: 'top', screens: 1, direction });
    await scrollAndSettle(page, { axis: 'left', fraction: 0 });
    for (let step = 1; step <= HORIZONTAL_STEPS; step += 1)
      await scrollAndSettle(page, { axis: 'left', fraction: step / HORIZONTAL_STEPS });
    const after = await busyTime(cdp);
    // A long task is reported once it has ended, a little after; give the observer time to hear of it.
    await page.waitForTimeout(200);
    const tasks = await page.evaluate(() => globalThis.__PALCO_LONG_TASKS__);
    const longest = (list) => Math.round(Math.max(0, ...list.map((task) => task.duration)));
    const scrolling = tasks.filter((task) => task.start >= scrollFrom);
    return {
      renderMs,
      top,
      middle,
      loadLongestTaskMs: longest(tasks.filter((task) => task.start <= renderMs)),
      longestTaskMs: longest(scrolling),
      longTasks: scrolling.length,
      scriptMs: Math.round(after.script - before.script),
      layoutMs: Math.round(after.layout - before.layout),
    };
  } finally {
    await page.close();
  }
}

async function measure(browser, channels) {
  const loads = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const load = await measureOnce(browser, channels);
    if (run > 0) loads.push(load);
  }
  return {
    channels,
    renderMs: Math.round(median(loads.map((l) => l.renderMs))),
    nodes: median(loads.map((l) => l.top.nodes)),
    rows: median(loads.map((l) => l.top.rows)),
    programmes: median(loads.map((l) => l.top.programmes)),
    nodesHalfway: median(loads.map((l) => l.middle.nodes)),
    loadLongestTaskMs: median(loads.map((l) => l.loadLongestTaskMs)),
    longestTaskMs: median(loads.map((l) => l.longestTaskMs)),
    longTasks: median(loads.map((l) => l.longTasks)),
    scriptMs: median(loads.map((l) => l.scriptMs)),
    layoutMs: median(loads.map((l) => l.layoutMs)),
  };
}

/** Whether a site already answers on the shell's port (a developer's `npm run up`, say). */
async function siteIsUp() {
  try {
    const response = await fetch(`${SITE_URL}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Measures the guide at each line-up size, on the site already running or on one started for it. */
export async function guideBench() {
  const task = async () => {
    const browser = await launchChromium();
    try {
      const results = [];
      for (const channels of GUIDE_CHANNEL_COUNTS) results.push(await measure(browser, channels));
      return results;
    } finally {
      await browser.close();
    }
  };
  const reused = await siteIsUp();
  const results = reused ? await task() : await withSite(task);
  const small = results[0];
  const large = results.at(-1);
  return {
    runs: RUNS,
    steps: { vertical: VERTICAL_STEPS, horizontal: HORIZONTAL_STEPS },
    reusedSite: reused,
    results,
    ratio: { nodes: large.nodes / small.nodes, renderMs: large.renderMs / small.renderMs },
  };
}

export function printGuide(guide) {
  console.log(
    `\nTV guide /guia-tv (median of ${guide.runs} loads, 1280×800; long tasks while scrolling ${guide.steps.vertical} screens of channels, then across the day in ${guide.steps.horizontal} steps)`,
  );
  const columns = [
    ['channels', 8, (r) => r.channels],
    ['DOM nodes', 10, (r) => r.nodes],
    ['halfway', 8, (r) => r.nodesHalfway],
    ['render', 9, (r) => `${r.renderMs} ms`],
    ['load: longest', 14, (r) => `${r.loadLongestTaskMs} ms`],
    ['scroll: longest task', 21, (r) => `${r.longestTaskMs} ms`],
    ['tasks > 50 ms', 14, (r) => r.longTasks],
    ['scroll: script', 15, (r) => `${r.scriptMs} ms`],
    ['scroll: style+layout', 21, (r) => `${r.layoutMs} ms`],
  ];
  console.log(columns.map(([name, width]) => name.padStart(width)).join(' '));
  for (const r of guide.results)
    console.log(columns.map(([, width, value]) => String(value(r)).padStart(width)).join(' '));
  const small = guide.results[0];
  const large = guide.results.at(-1);
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
