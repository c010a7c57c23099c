#!/usr/bin/env node
// Checks the JavaScript a first visit to / downloads against bench/budget.json, from the dist folders alone
// (no browser, so it runs in every test run); see initialScripts for what counts. The stylesheets a first
// visit loads are printed beside it, for information: the budget is for scripts, which cost parsing and
// running on the main thread.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APPS, ROOT, distDir } from '../scripts/lib/apps.mjs';
import { shellFirstLoad } from '../scripts/lib/shell-first-load.cjs';

const BUDGET_FILE = path.join(ROOT, 'bench', 'budget.json');

/**
 * Paths (relative to the app's dist) of the scripts a first visit loads. The shell: its first-load
 * scripts (scripts/lib/shell-first-load.cjs). A remote: remoteEntry.js plus the sync chunks of its
 * `./app`; its async chunks (hls.js, bitmovin-player, ...) load only when used, so they are not part of a
 * first visit.
 */
export async function initialScripts(app) {
  const dist = distDir(app);
  if (!app.remote) return shellFirstLoad(dist).scripts;
  const { manifest, expose } = await remoteApp(app);
  const entry = manifest.metaData.remoteEntry;
  return [path.posix.join(entry.path, entry.name), ...expose.assets.js.sync];
}

/**
 * Paths (relative to the app's dist) of the stylesheets a first visit loads: the shell's start-up
 * stylesheets (scripts/lib/shell-first-load.cjs), a remote's the sync CSS of its `./app`.
 */
export async function initialStylesheets(app) {
  if (!app.remote) return shellFirstLoad(distDir(app)).styles;
  const { expose } = await remoteApp(app);
  return expose.assets.css?.sync ?? [];
}

/** A remote's federation manifest and its `./app` in it. */
async function remoteApp(app) {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir(app), 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((candidate) => candidate.path === './app' || candidate.name === 'app');
  if (!expose) throw new Error(`${app.dir}: mf-manifest.json exposes no ./app`);
  return { manifest, expose };
}

/** Raw and gzipped size (default zlib level, close to what servers send) of each of an app's files. */
async function measureFiles(app, names) {
  const files = [];
  for (const file of new Set(names)) {
    const body = await fs.readFile(path.join(distDir(app), file));
    files.push({ file, raw: body.length, gzip: gzipSync(body).length });
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** The initial scripts' sizes, which the budget counts. */
export async function measureApp(app) {
  return measureFiles(app, await initialScripts(app));
}

/** The initial stylesheets' sizes, for information. */
export async function measureStylesheets(app) {
  return measureFiles(app, await initialStylesheets(app));
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const budget = JSON.parse(await fs.readFile(BUDGET_FILE, 'utf8'));
  const rows = [];
  for (const app of APPS) {
    rows.push({
      name: app.dir,
      ...(await measureApp(app)),
      css: (await measureStylesheets(app)).gzip,
      budget: budget.apps[app.dir],
    });
  }
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  rows.push({
    name: 'total',
    files: [],
    raw: total('raw'),
    gzip: total('gzip'),
    css: total('css'),
    budget: budget.total,
  });

  console.log(
    `${'app'.padEnd(18)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'budget'.padStart(10)}      ${'css gzip (not budgeted)'}`,
  );
  const over = [];
  for (const row of rows) {
    const ok = typeof row.budget === 'number' && row.gzip <= row.budget;
    if (!ok) over.push(row.name);
    const budgetText = typeof row.budget === 'number' ? kB(row.budget) : 'none';
    console.log(
      `${row.name.padEnd(18)} ${kB(row.raw).padStart(10)} ${kB(row.gzip).padStart(10)} ${budgetText.padStart(10)}  ${(ok ? 'ok' : 'OVER').padEnd(4)}  ${kB(row.css).padStart(10)}`,
    );
  }
  if (over.length > 0) {
    console.error(`\nOver budget (or no budget set in bench/budget.json): ${over.join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(`Budget check failed: ${error.message}`);
    process.exit(1);
  }
}
