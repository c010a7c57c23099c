#!/usr/bin/env node
// npm run up: from a fresh clone to the running site. Installs dependencies when node_modules is missing or
// older than the lockfile, builds every app, then serves them with the API and its embedded demo database.
// Ctrl-C stops everything.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { exited, run, start, stopChildrenOnSignals } from './lib/proc.mjs';

const mtime = (file) =>
  fs.stat(path.join(ROOT, file)).then(
    (stats) => stats.mtimeMs,
    () => null,
  );

/** npm writes node_modules/.package-lock.json on every install, so its age is the age of node_modules. */
async function needsInstall() {
  const installed = await mtime('node_modules/.package-lock.json');
  return installed === null || installed < (await mtime('package-lock.json'));
}

/** npm ci, or npm install when npm ci refuses the lockfile (it lacks other platforms' optional packages). */
async function install() {
  console.log('Installing dependencies (npm ci)');
  const child = start('npm', ['ci', '--no-audit', '--no-fund'], { stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  if ((await exited(child)) === 0) return 0;
  if (!errors.includes('npm error code EUSAGE')) {
    process.stderr.write(errors);
    return 1;
  }
  console.log('npm ci refused the lockfile; installing with npm install, which follows it all the same.');
  return run('npm', ['install', '--no-audit', '--no-fund']);
}

stopChildrenOnSignals();
if ((await needsInstall()) && (await install()) !== 0) process.exit(1);
if ((await run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')])) !== 0) process.exit(1);
// On Ctrl-C, stopChildrenOnSignals stops serve.mjs, which stops the API in turn.
process.exit(
  await exited(start(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), ...process.argv.slice(2)])),
);
