#!/usr/bin/env node
// Builds the shell and the five remotes one after another (each is a separate webpack build, as each team
// builds alone in production) and prints how long each took. Exits non-zero at the first failure.
import { pathToFileURL } from 'node:url';
import { APPS } from './lib/apps.mjs';
import { run, seconds, start, exited, stopChildrenOnSignals } from './lib/proc.mjs';

/**
 * Builds one app with its own `npm run build` and resolves with the time it took in milliseconds.
 * `quiet` holds webpack's output back and prints it only on failure (for builds running side by side).
 */
export async function buildApp(app, { quiet = false } = {}) {
  const started = performance.now();
  const args = ['run', 'build', '-w', app.dir];
  let code;
  if (quiet) {
    const child = start('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    code = await exited(child);
    if (code !== 0) process.stderr.write(Buffer.concat(output));
  } else {
    code = await run('npm', args);
  }
  if (code !== 0) throw new Error(`${app.dir}: build failed (exit code ${code})`);
  return performance.now() - started;
}

/** Builds every app in turn; resolves with each app's build time in milliseconds, keyed by directory. */
export async function buildAll() {
  const times = {};
  for (const app of APPS) {
    console.log(`\n▶ Building ${app.dir}`);
    times[app.dir] = await buildApp(app);
    console.log(`✓ ${app.dir} built in ${seconds(times[app.dir])}`);
  }
  return times;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  stopChildrenOnSignals();
  try {
    const times = await buildAll();
    console.log('\nBuild times');
    for (const [dir, ms] of Object.entries(times))
      console.log(`  ${dir.padEnd(18)} ${seconds(ms).padStart(7)}`);
    const total = Object.values(times).reduce((sum, ms) => sum + ms, 0);
    console.log(`  ${'total'.padEnd(18)} ${seconds(total).padStart(7)}`);
  } catch (error) {
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  }
}
