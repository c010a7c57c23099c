#!/usr/bin/env node
// Playback figures (issue 12): how long the player takes from opening a title's play address to its first
// video frame, as a ratio to a bare <video> playing the same stream with hls.js alone on a blank page, in
// the same run and browser; and the player's JavaScript heap after 20 title switches (client-side, as the
// next-episode countdown switches) against after 1, each after a forced garbage collection. Signed in as
// the premium demo account, so no ad or time limit stands between play and picture. Prints a table and
// returns the figures for bench/run.mjs; `node bench/playback.mjs` runs it alone against a built site.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { SITE_URL } from '../scripts/lib/apps.mjs';
import { CHROMIUM_ARGS, withSite } from './site.mjs';

const RUNS = 5;
const SWITCHES = 20;
const DEMO = { email: 'demo@palco.pt', password: 'palco123' };
const DEVICE = { 'x-device-platform': 'web', 'x-device-id': 'palco-bench' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Milliseconds from the page's navigation to the video's first presented frame. */
const FIRST_FRAME = `new Promise((resolve) => {
  const watch = () => {
    const video = document.querySelector('video');
    if (!video) return void setTimeout(watch, 10);
    video.requestVideoFrameCallback(() => resolve(performance.now()));
  };
  watch();
})`;

async function apiJson(path, init) {
  const response = await fetch(`${SITE_URL}/api${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Released episodes with a stream, from the screens' rails, as a viewer finds them (at least `count`). */
async function playableEpisodes(count) {
  const sections = await apiJson('/v1/content/section');
  const now = Date.now() / 1000;
  const found = new Map();
  for (const section of sections.sections) {
    const screen = await apiJson(`/v1/content/screen/${section.screen}`);
    for (const rail of screen.rails) {
      for (const item of rail.contents) {
        const released = item.release_date === null || item.release_date <= now;
        if (item.type === 'EPISODE' && item.media_id && released) found.set(item.id, item);
      }
    }
  }
  if (found.size < count)
    throw new Error(`the demo data has ${found.size} playable episodes, fewer than ${count}`);
  return [...found.values()];
}

async function premiumToken() {
  const body = new URLSearchParams(DEMO);
  const answer = await apiJson('/v1/login', { method: 'POST', body, headers: DEVICE });
  return answer.access_token;
}

/** A context whose pages hold the premium account's token before any of the site's scripts run. */
async function signedInContext(browser, token) {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ value, origin }) => {
      if (globalThis.location.origin === origin)
        globalThis.localStorage.setItem('palco.authorization', value);
    },
    { value: token, origin: new URL(SITE_URL).origin },
  );
  return context;
}

async function playerFirstFrame(browser, token, episode) {
  const context = await signedInContext(browser, token);
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/vod/${encodeURIComponent(episode.id)}`);
  const ms = await page.evaluate(FIRST_FRAME);
  await context.close();
  return ms;
}

/** The same stream, by a bare <video> and the light hls.js build on a blank page of the site's origin. */
async function bareFirstFrame(browser, token, episode, hlsSource) {
  const context = await signedInContext(browser, token);
  const page = await context.newPage();
  const media = await apiJson(`/v1/content/media/${encodeURIComponent(episode.media_id)}`, {
    headers: { authorization: `Bearer ${token}`, ...DEVICE },
  });
  // The 404 page of the site's origin: same origin as the stream's address, nothing of the app running.
  await page.route(`${SITE_URL}/bench-bare`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><video muted autoplay playsinline></video><script>${hlsSource}</script>
<script>const video = document.querySelector('video'); const hls = new Hls(); hls.loadSource(${JSON.stringify(media.url)}); hls.attachMedia(video); video.play().catch(() => {});</script>`,
    }),
  );
  await page.goto(`${SITE_URL}/bench-bare`);
  const ms = await page.evaluate(FIRST_FRAME);
  await context.close();
  return ms;
}

/** Heap (MB) after a forced collection. */
const heapMb = async (page) => {
  await page.evaluate('window.gc()');
  const bytes = await page.evaluate('performance.memory.usedJSHeapSize');
  return bytes / 1e6;
};

async function heapOverSwitches(browser, token, episodes) {
  const context = await signedInContext(browser, token);
  const page = await context.newPage();
  const switchTo = async (episode) => {
    await page.evaluate(
      (path) => globalThis.history.pushState(null, '', path),
      `/vod/${encodeURIComponent(episode.id)}`,
    );
    await page.waitForFunction(
      (id) =>
        globalThis.location.pathname.endsWith(id) &&
        (globalThis.document.querySelector('video')?.currentTime ?? 0) > 0.2,
      encodeURIComponent(episode.id),
      { timeout: 30_000 },
    );
  };
  // Switches go round the episodes found, never to the one playing.
  const nth = (index) => episodes[index % episodes.length];
  await page.goto(`${SITE_URL}/vod/${encodeURIComponent(nth(0).id)}`);
  await switchTo(nth(1));
  const afterOne = await heapMb(page);
  for (let index = 2; index <= SWITCHES; index += 1) await switchTo(nth(index));
  const afterMany = await heapMb(page);
  await context.close();
  return { afterOne, afterMany };
}

export async function playbackBench() {
  const require = createRequire(import.meta.url);
  const hlsSource = await readFile(require.resolve('hls.js/dist/hls.light.min.js'), 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const token = await premiumToken();
    const episodes = await playableEpisodes(2);
    const player = [];
    const bare = [];
    for (let run = 0; run < RUNS; run += 1) {
      const episode = episodes[run % episodes.length];
      bare.push(await bareFirstFrame(browser, token, episode, hlsSource));
      player.push(await playerFirstFrame(browser, token, episode));
    }
    const heap = await heapOverSwitches(browser, token, episodes);
    const figures = {
      firstFrameMs: { player: Math.round(median(player)), bare: Math.round(median(bare)) },
      ratio: median(player) / median(bare),
      heapMb: { afterOne: heap.afterOne, afterSwitches: heap.afterMany, switches: SWITCHES },
    };
    return figures;
  } finally {
    await browser.close();
  }
}

export function printPlayback({ firstFrameMs, ratio, heapMb }) {
  console.log('\nplayback (premium viewer, median of 5 cold opens)');
  console.log(
    `  play address to first frame: player ${firstFrameMs.player} ms, bare <video> + hls.js ${firstFrameMs.bare} ms, ratio ${ratio.toFixed(2)}`,
  );
  console.log(
    `  JS heap after 1 switch ${heapMb.afterOne.toFixed(1)} MB, after ${heapMb.switches} ${heapMb.afterSwitches.toFixed(1)} MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await withSite(playbackBench);
  printPlayback(figures);
}
