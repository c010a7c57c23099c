import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';

/**
 * A fresh folder for the embedded database of the API that `webServer` starts, removed when the run ends.
 * Workers load this file again but inherit the runner's environment, so only the runner makes one.
 */
function freshDataDir(): string {
  const existing = process.env.PALCO_E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), 'palco-e2e-'));
  process.env.PALCO_E2E_DATA_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  // Two cores shared by six static servers, the API and Chromium: one browser at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    // scripts/test-all.mjs passes its own file through PLAYWRIGHT_JSON_OUTPUT_FILE to count the results.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-PT',
    // Each test starts as a first visit; the service worker has its own test (service-worker.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  webServer: {
    // serve.mjs resolves every app from its own location, so the working folder only has to reach it.
    command: 'node ../scripts/serve.mjs',
    cwd: __dirname,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: true,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // A fresh embedded database even when the developer's shell points DATABASE_URL at a real PostgreSQL.
    // The free tier's time limits shortened (the demo stream is 20 s): 6 s of each premium title, 10 s a day.
    env: {
      DATA_DIR: freshDataDir(),
      DATABASE_URL: '',
      VIDEO_TIME_LIMIT: '6',
      VIDEO_CUMULATIVE_TIME_LIMIT: '10',
      // And FAST channels to 6 s a day (the tests watch the other, linear, channels for longer).
      LIVE_FAST_TIME_LIMIT: '6',
      // The tests sign up every account they use from this one machine: more than the 30 mails an address
      // may have sent in 15 minutes (a retry would otherwise refuse the next test's sign-up with 429).
      MAIL_LIMIT_PER_ADDRESS: '500',
    },
    // serve.mjs stops the API it spawned on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          // Debian's Chromium; the tests never download a browser.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
  ],
});
