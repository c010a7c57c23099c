#!/usr/bin/env node
// Throughput of the catalogue's reads, with autocannon, on this machine's loopback only. It starts the
// reference API from source (as scripts/serve.mjs does, over a fresh database in a temporary folder, seeded
// with a large channel line-up: DEMO_CHANNEL_COUNT) and the shell's app server with its /api proxy
// (scripts/lib/app-server.mjs, in a process of its own so the load generator does not share its event
// loop), both on free ephemeral ports — never the site's own ports, which other runs may hold. Then, for each call, a bounded run (connections and seconds
// below) straight to the API and another through the shell's proxy: requests per second, p50 and p99
// latency, errors (failed connections, timeouts and non-2xx answers), and what the proxy costs. The calls are
// the catalogue's reads (sections, a screen, a playlist, an item), the TV guide at the widest call the API
// allows (contracts/src/guide-limits.cjs) and at rotating batches and days, and /api/health while the guide
// is under load. Last, the guide under a burst: 200 widest guide calls at once, each for another batch and
// day, with /api/health asked meanwhile and the API's memory watched.
//
// Requests carry what a browser sends (Accept-Encoding, the device headers), so answers are compressed as a
// viewer receives them. Targets, through the proxy: at least 500 req/s per call, no error, p99 under 200 ms;
// in the burst, /api/health under 200 ms and the API under 1 GB. Figures are printed, and failed targets
// named; the exit code stays 0 unless the bench itself fails.
//
// Run alone with `node bench/load.mjs [--duration 5] [--connections 50] [--channels 1000]`; `npm run
// bench` runs it with its defaults. Nothing needs to be built: the shell's files are served from its build
// when there is one, and the proxy does not need them.
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { GUIDE_MAX_CHANNELS, GUIDE_MAX_RANGE_SECONDS } from '../contracts/src/guide-limits.cjs';
import { APPS, API_PORT, ROOT, distDir } from '../scripts/lib/apps.mjs';
import { run, start, stop, stopChildren, stopChildrenOnSignals, waitForHttp } from '../scripts/lib/proc.mjs';

const HOST = '127.0.0.1';
/** The ports of the assembled site and the API: never bound here. */
const RESERVED_PORTS = new Set([...APPS.map((app) => app.port), API_PORT]);
/** What a browser sends with each call. */
const HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
  'x-device-platform': 'web',
  'x-device-id': 'palco-load-bench',
};
export const LOAD_DEFAULTS = { durationSeconds: 5, connections: 50, channels: 1000 };
/** A run's first second warms the caches and is left out of its figures. */
const WARMUP_SECONDS = 1;
const REQUEST_TIMEOUT_SECONDS = 10;
/** The guide burst: this many widest calls at once. */
const BURST = 200;
/** How often the burst asks /api/health and reads the API's memory. */
const HEALTH_EVERY_MS = 20;
const MEMORY_EVERY_MS = 25;
/** Between runs: the API counts as idle once /api/health answers this fast. */
const SETTLED_MS = 20;
const SETTLE_TIMEOUT_MS = 30_000;
const TARGETS = { reqPerSecond: 500, p99Ms: 200, healthMs: 200, rssBytes: 1024 ** 3 };
const DAY = 86_400;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port the system has free now, outside the site's own. */
async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, HOST, () => {
        const { port: free } = server.address();
        server.close(() => resolve(free));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

/**
 * The API from source on `port`, over a fresh database in `dataDir` seeded with `channels` channels. The
 * database is made first by `db:reset` in a process of its own, as a deployment finds it: creating one
 * in the API's process leaves PGlite's memory grown by a few hundred MB for good, which is not the
 * API's.
 */
async function startApi(port, channels, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    DEMO_CHANNEL_COUNT: String(channels),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const apiDir = path.join(ROOT, 'api');
  const reset = await run(process.execPath, ['--import', 'tsx', 'src/reset.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (reset !== 0) throw new Error(`the database could not be made (db:reset exited with ${reset})`);
  const child = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://${HOST}:${port}/api/health`, { child, name: 'The API' });
  return child;
}

/** The shell's app server (this file with `--serve-shell`) on `port`, proxying /api to `apiOrigin`. */
async function startShell(port, apiOrigin) {
  const child = start(
    process.execPath,
    [fileURLToPath(import.meta.url), '--serve-shell', String(port), apiOrigin],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForHttp(`http://${HOST}:${port}/api/health`, { child, name: "The shell's server" });
  return child;
}

/** In the shell's process: serves the shell's build (or an empty page) and proxies /api, until stopped. */
async function serveShell(port, apiOrigin) {
  const { createAppServer } = await import('../scripts/lib/app-server.mjs');
  const shell = APPS.find((app) => app.dir === 'shell');
  let root = distDir(shell);
  let emptyRoot = null;
  if (!(await fs.stat(path.join(root, 'index.html')).catch(() => null))) {
    root = emptyRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'palco-load-shell-'));
    await fs.writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>\n',
    );
  }
  const server = await createAppServer({
    name: 'shell',
    root,
    remotesJson: '{}\n',
    apiUrl: new URL(apiOrigin),
  });
  await server.listen({ port, host: HOST });
  const close = () =>
    server
      .close()
      .then(() => emptyRoot && fs.rm(emptyRoot, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

async function getJson(origin, apiPath) {
  const response = await fetch(`${origin}${apiPath}`, { headers: HEADERS });
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  return response.json();
}

/** Midnight in Lisbon of the day holding `seconds`, in epoch seconds. */
function lisbonMidnight(seconds) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Lisbon',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(seconds * 1000)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wallClock =
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) / 1000;
  return seconds - (wallClock - Date.UTC(parts.year, parts.month - 1, parts.day) / 1000);
}

/**
 * The widest guide calls the API allows: a batch of GUIDE_MAX_CHANNELS channels over GUIDE_MAX_RANGE_SECONDS,
 * from a Lisbon midnight. `at(i)` is the i-th of every batch of the line-up on every day of the guide, batches
 * first, so that consecutive calls ask different things.
 */
async function widestGuideCalls(origin) {
  const { channels } = await getJson(origin, '/api/v1/content/channel');
  const settings = await getJson(origin, '/api/v1/setting');
  const batches = [];
  for (let i = 0; i < channels.length; i += GUIDE_MAX_CHANNELS)
    batches.push(channels.slice(i, i + GUIDE_MAX_CHANNELS).map((channel) => channel.id));
  const today = lisbonMidnight(Math.floor(Date.now() / 1000));
  const days = Array.from({ length: settings.epg_past_days + settings.epg_future_days + 1 }, (_, i) =>
    lisbonMidnight(today + (i - settings.epg_past_days) * DAY + 12 * 3600),
  );
  const call = (batch, startDate) =>
    `/api/v1/content/epg?startDate=${startDate}&endDate=${startDate + GUIDE_MAX_RANGE_SECONDS}&channels=${batch.join(',')}`;
  return {
    today: call(batches[0], today),
    count: batches.length * days.length,
    at: (i) => call(batches[i % batches.length], days[Math.floor(i / batches.length) % days.length]),
  };
}

/** The playlist measured: the exclusives of the home screen, a long rail of titles. */
const PLAYLIST = 'rl-home-exclusive';

/** The home screen, its playlist and the first title on it: what the screen, playlist and item calls ask. */
async function anItem(origin) {
  const { sections } = await getJson(origin, '/api/v1/content/section');
  const home = sections[0];
  const screen = await getJson(origin, `/api/v1/content/screen/${encodeURIComponent(home.screen)}`);
  const rail =
    screen.rails.find((candidate) => candidate.id === PLAYLIST) ??
    screen.rails.find((candidate) => candidate.contents.length > 0);
  if (!rail) throw new Error(`screen ${home.screen} has no titles`);
  return { screen: home.screen, rail: rail.id, item: rail.contents[0].id };
}

/**
 * Waits until the API answers /api/health within SETTLED_MS twice running (at most SETTLE_TIMEOUT_MS), so
 * that a run does not measure the work the previous one left queued.
 */
async function settle(origin) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/health`).catch(() => null);
    await response?.body?.cancel();
    quick = response?.ok && performance.now() - started < SETTLED_MS ? quick + 1 : 0;
    await sleep(100);
  }
}

/**
 * One autocannon run against `origin`: `path`, or the paths `next()` gives, one per request, once the API
 * has settled (unless `settled` says it has). `inWorker` runs it in a thread of its own, so that its
 * clients leave this thread free to time another run.
 */
async function cannon(
  origin,
  { path: fixedPath, next },
  { durationSeconds, connections },
  { inWorker = false, settled = false } = {},
) {
  if (!settled) await settle(origin);
  const result = await autocannon({
    ...(inWorker ? { workers: 1 } : {}),
    url: origin,
    connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    headers: HEADERS,
    warmup: { connections, duration: WARMUP_SECONDS },
    requests: [
      next
        ? { method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }
        : { method: 'GET', path: fixedPath },
    ],
  });
  return figures(result);
}

function figures(result) {
  return {
    reqPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    // Failed connections (timeouts included) and answers other than 2xx.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    bytesPerSecond: Math.round(result.throughput.average),
    requests: result.requests.total,
  };
}

/** /api/health asked by one connection while the widest guide call runs on all the others. */
async function healthUnderGuideLoad(origin, guidePath, options) {
  await settle(origin);
  const [guide, health] = await Promise.all([
    cannon(origin, { path: guidePath }, options, { inWorker: true, settled: true }),
    cannon(origin, { path: '/api/health' }, { ...options, connections: 1 }, { settled: true }),
  ]);
  return { ...health, guide };
}

/** The API's resident memory now and at its peak, in bytes (Linux; elsewhere `ps`, without the peak). */
async function memoryOf(pid) {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kB = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kB('VmRSS'), peak: kB('VmHWM') };
  } catch {
    const { execFileSync } = await import('node:child_process');
    const rss =
      Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
    return { rss, peak: rss };
  }
}

/** GETs `url` on a connection of its own; resolves to the status, bytes received and milliseconds taken. */
function timedGet(url, agent) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { headers: HEADERS, agent, timeout: 300_000 }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, ms: performance.now() - started }),
      );
      response.on('error', () => resolve({ status: 0, bytes, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }));
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * BURST widest guide calls at once, each for another batch and day (so none is answered from another's
 * work), while /api/health is asked every HEALTH_EVERY_MS and the API's memory read every MEMORY_EVERY_MS.
 */
async function guideBurst(origin, guide, apiPid) {
  await settle(origin);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const before = await memoryOf(apiPid);
  let done = false;
  let rssMax = before.rss;
  const sampling = (async () => {
    while (!done) {
      rssMax = Math.max(rssMax, (await memoryOf(apiPid)).rss);
      await sleep(MEMORY_EVERY_MS);
    }
  })();
  const healthTimes = [];
  const asking = (async () => {
    while (!done) {
      const { status, ms } = await timedGet(`${origin}/api/health`, healthAgent);
      healthTimes.push(status === 200 ? ms : Infinity);
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) => timedGet(`${origin}${guide.at(i)}`, agent)),
  );
  const lastMs = performance.now() - started;
  done = true;
  await Promise.all([sampling, asking]);
  agent.destroy();
  healthAgent.destroy();
  const after = await memoryOf(apiPid);
  return {
    requests: BURST,
    errors: answers.filter((answer) => answer.status !== 200).length,
    lastAnswerMs: Math.round(lastMs),
    bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
    health: {
      samples: healthTimes.length,
      p50Ms: Math.round(percentile(healthTimes, 50)),
      maxMs: Math.round(Math.max(0, ...healthTimes)),
    },
    rssBeforeBytes: before.rss,
    rssMaxBytes: Math.max(rssMax, after.rss),
    rssPeakBytes: after.peak,
  };
}

/** Runs every measurement on a freshly started API and shell; stops both after. */
export async function loadBench(options = {}) {
  const settings = { ...LOAD_DEFAULTS, ...options };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'palco-load-'));
  let api;
  let shell;
  try {
    const apiPort = await freePort();
    api = await startApi(apiPort, settings.channels, dataDir);
    const apiOrigin = `http://${HOST}:${apiPort}`;
    const shellPort = await freePort();
    shell = await startShell(shellPort, apiOrigin);
    const origins = { direct: apiOrigin, proxy: `http://${HOST}:${shellPort}` };
    const idleMemory = await memoryOf(api.pid);
    const guide = await widestGuideCalls(apiOrigin);
    const { screen, rail, item } = await anItem(apiOrigin);
    let rotation = 0;
    const calls = [
      { name: 'sections', path: '/api/v1/content/section' },
      // The screen as the home and the sections ask for it: its titles as cards.
      { name: 'screen', path: `/api/v1/content/screen/${screen}/cards` },
      { name: 'playlist', path: `/api/v1/content/playlist/${rail}` },
      { name: 'item', path: `/api/v1/content/item/${item}` },
      { name: 'guide, widest call', path: guide.today },
      // Every call another batch and day, so none is answered from a kept answer: the guide's slowest case.
      { name: 'guide, cold: batch × day', next: () => guide.at(rotation++ % guide.count), target: 'none' },
    ];
    const rows = [];
    for (const call of calls) {
      const row = { name: call.name, path: call.path ?? guide.at(0), target: call.target ?? 'throughput' };
      for (const [via, origin] of Object.entries(origins)) {
        row[via] = await cannon(origin, call, settings);
        console.log(`  ${call.name.padEnd(24)} ${via.padEnd(6)} ${row[via].reqPerSecond} req/s`);
      }
      rows.push(row);
    }
    const health = { name: '/api/health, guide loaded', path: '/api/health', target: 'latency' };
    for (const [via, origin] of Object.entries(origins))
      health[via] = await healthUnderGuideLoad(origin, guide.today, settings);
    rows.push(health);
    const memory = { idleBytes: idleMemory.rss, peakBytes: 0 };
    const burst = {
      direct: await guideBurst(apiOrigin, guide, api.pid),
      proxy: await guideBurst(origins.proxy, { at: (i) => guide.at(i + BURST) }, api.pid),
    };
    memory.peakBytes = (await memoryOf(api.pid)).peak;
    return {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      settings: { ...settings, warmupSeconds: WARMUP_SECONDS, headers: HEADERS },
      guide: { channels: GUIDE_MAX_CHANNELS, rangeSeconds: GUIDE_MAX_RANGE_SECONDS, widest: guide.today },
      rows,
      burst,
      memory,
      failures: failedTargets(rows, burst, memory),
    };
  } finally {
    if (shell) await stop(shell);
    if (api) await stop(api);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The targets a run missed, in words. */
function failedTargets(rows, burst, memory) {
  const failures = [];
  for (const row of rows.filter((r) => r.target !== 'none')) {
    const { reqPerSecond, p99Ms, errors } = row.proxy;
    if (row.target === 'throughput' && reqPerSecond < TARGETS.reqPerSecond)
      failures.push(`${row.name}: ${reqPerSecond} req/s through the proxy`);
    if (p99Ms >= TARGETS.p99Ms) failures.push(`${row.name}: p99 ${p99Ms} ms through the proxy`);
    if (errors > 0) failures.push(`${row.name}: ${errors} errors through the proxy`);
  }
  for (const [via, run] of Object.entries(burst)) {
    if (run.health.maxMs >= TARGETS.healthMs)
      failures.push(`guide burst (${via}): /api/health took up to ${run.health.maxMs} ms`);
    if (run.rssMaxBytes >= TARGETS.rssBytes)
      failures.push(`guide burst (${via}): API memory reached ${mb(run.rssMaxBytes)}`);
    if (run.errors > 0) failures.push(`guide burst (${via}): ${run.errors} calls failed`);
  }
  if (memory.peakBytes >= TARGETS.rssBytes) failures.push(`API memory peaked at ${mb(memory.peakBytes)}`);
  return failures;
}

const mb = (bytes) => `${Math.round(bytes / 1024 ** 2)} MB`;
const ms = (value) => `${Number(value).toFixed(value < 10 ? 1 : 0)} ms`;
const signed = (value, unit) =>
  `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(unit === '%' ? 0 : 1)}${unit}`;

export function printLoad(load) {
  const { settings } = load;
  console.log(
    `\nLoad on loopback (${settings.connections} connections, ${settings.durationSeconds} s per run after ${settings.warmupSeconds} s of warm-up, ${settings.channels} channels seeded, ${load.cpus} CPUs; requests as a browser sends them, compressed answers)`,
  );
  console.log(
    `Widest guide call: ${load.guide.channels} channels × ${load.guide.rangeSeconds / 3600} h. Targets through the proxy: ≥ ${TARGETS.reqPerSecond} req/s, 0 errors and p99 < ${TARGETS.p99Ms} ms for the catalogue calls and the widest guide call; 0 errors and p99 < ${TARGETS.p99Ms} ms for /api/health under guide load; none for the cold guide calls (each another batch and day, never answered from a kept answer).`,
  );
  const side = (f) =>
    `${String(f.reqPerSecond).padStart(7)} ${ms(f.p50Ms).padStart(8)} ${ms(f.p99Ms).padStart(8)} ${String(f.errors).padStart(4)}`;
  const head = `${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'err'.padStart(4)}`;
  console.log(
    `${''.padEnd(26)} ${'direct to the API'.padEnd(30)} | ${'through the shell’s proxy'.padEnd(30)} | proxy’s cost`,
  );
  console.log(`${'call'.padEnd(26)} ${head} | ${head} | ${'req/s'.padStart(6)} ${'p50'.padStart(9)}`);
  for (const row of load.rows) {
    const cost = `${signed((100 * (row.proxy.reqPerSecond - row.direct.reqPerSecond)) / Math.max(1, row.direct.reqPerSecond), '%').padStart(6)} ${signed(row.proxy.p50Ms - row.direct.p50Ms, ' ms').padStart(9)}`;
    console.log(`${row.name.padEnd(26)} ${side(row.direct)} | ${side(row.proxy)} | ${cost}`);
  }
  const health = load.rows.find((row) => row.path === '/api/health');
  if (health) {
    console.log(
      `(/api/health, guide loaded: 1 connection asking /api/health while ${settings.connections} ask the widest guide call; max ${ms(health.direct.maxMs)} direct, ${ms(health.proxy.maxMs)} through the proxy)`,
    );
  }
  console.log(`\nGuide burst: ${BURST} widest guide calls at once, each for another batch and day`);
  console.log(
    `${'via'.padEnd(8)} ${'last answer'.padStart(12)} ${'errors'.padStart(7)} ${'received'.padStart(9)} ${'health p50'.padStart(11)} ${'health max'.padStart(11)} ${'API RSS before'.padStart(15)} ${'max'.padStart(8)}`,
  );
  for (const [via, run] of Object.entries(load.burst)) {
    console.log(
      `${via.padEnd(8)} ${ms(run.lastAnswerMs).padStart(12)} ${String(run.errors).padStart(7)} ${mb(run.bytes).padStart(9)} ${ms(run.health.p50Ms).padStart(11)} ${ms(run.health.maxMs).padStart(11)} ${mb(run.rssBeforeBytes).padStart(15)} ${mb(run.rssMaxBytes).padStart(8)}`,
    );
  }
  console.log(
    `API memory: ${mb(load.memory.idleBytes)} once started, at most ${mb(load.memory.peakBytes)} over the whole bench`,
  );
  console.log(
    load.failures.length === 0
      ? '\nEvery load target met.'
      : `\nTargets missed:\n${load.failures.map((failure) => `  - ${failure}`).join('\n')}`,
  );
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: String(LOAD_DEFAULTS.durationSeconds) },
      connections: { type: 'string', default: String(LOAD_DEFAULTS.connections) },
      channels: { type: 'string', default: String(LOAD_DEFAULTS.channels) },
    },
  });
  const whole = (name, value, max) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max)
      throw new Error(`--${name} must be 1 to ${max}`);
    return number;
  };
  return {
    durationSeconds: whole('duration', values.duration, 60),
    connections: whole('connections', values.connections, 500),
    channels: whole('channels', values.channels, 1000),
  };
}

const runAlone = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (runAlone && process.argv[2] === '--serve-shell') {
  await serveShell(Number(process.argv[3]), process.argv[4]);
} else if (runAlone) {
  stopChildrenOnSignals();
  try {
    printLoad(await loadBench(readOptions()));
  } catch (error) {
    console.error(`Load bench failed: ${error.stack}`);
    process.exitCode = 1;
  } finally {
    await stopChildren();
  }
}
