// Lighthouse's mobile performance audit (its default: a mid-range phone, simulated slow 4G and CPU
// slowdown) of routes of the assembled site, run against Debian's Chromium, three times each; the median
// run by score is reported, with its LCP, TBT and CLS. Used by npm run bench (bench/run.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './site.mjs';

const RUNS = 3;

/** Starts Chromium with a DevTools port for Lighthouse to drive, in a throwaway profile. */
async function startChromium() {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'palco-lighthouse-'));
  const chromium = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened`)));
  });
  return {
    port,
    async stop() {
      chromium.kill('SIGTERM');
      await new Promise((resolve) =>
        chromium.exitCode === null ? chromium.once('exit', resolve) : resolve(),
      );
      // Chromium's helper processes may still be writing to the profile for a moment after it exits.
      await fs.rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Audits each of `urls` (`{ route, url }`) RUNS times, each run on a fresh Chromium (a cold cache), and
 * returns per route the median of each measure over the runs: score (0–100), LCP and TBT in ms, CLS, and
 * the runs themselves. Each measure's own median, not one run's: the run of the median score carried
 * whichever LCP that run had, the highest of three as often as the middle one.
 */
export async function lighthouseBench(urls) {
  const rows = [];
  for (const { route, url } of urls) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chromium = await startChromium();
      try {
        const result = await lighthouse(url, {
          port: chromium.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        const { lhr } = result;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        });
      } finally {
        await chromium.stop();
      }
    }
    rows.push({
      route,
      url,
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      runs,
    });
  }
  return rows;
}

export function printLighthouse(rows) {
  console.log(`\nLighthouse mobile performance (median of ${RUNS} cold runs)`);
  console.log(
    `${'route'.padEnd(20)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}  LCP of each run`,
  );
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(20)} ${String(row.score).padStart(5)} ${seconds(row.lcpMs).padStart(8)} ${`${row.tbtMs} ms`.padStart(8)} ${row.cls.toFixed(3).padStart(6)}  ${row.runs.map((run) => seconds(run.lcpMs)).join(', ')}`,
    );
  }
}
