// What the benchmarks share: the assembled site on a fresh database, and Debian's Chromium.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, SITE_URL } from '../scripts/lib/apps.mjs';
import { start, stop, waitForHttp } from '../scripts/lib/proc.mjs';

/** Debian's Chromium with the flags this machine's browser tests use (see e2e/playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Runs `task` against the built site served with a fresh embedded database (never a developer's
 * PostgreSQL), with `env` added to the site's environment; stops the site and removes the data after.
 */
export async function withSite(task, env = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'palco-bench-'));
  const siteEnv = { ...process.env, ...env, DATA_DIR: dataDir };
  delete siteEnv.DATABASE_URL;
  const site = start(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    env: siteEnv,
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`${SITE_URL}/api/health`, { child: site, name: 'The site' });
    return await task();
  } finally {
    await stop(site);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
