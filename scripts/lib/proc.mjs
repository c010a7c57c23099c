// Child processes for the run scripts. Each child leads its own process group unless asked otherwise, so
// stopping it also stops what it started (npm → webpack, npm → Playwright → Chromium) and waits for all of
// them: no server is left holding a port, and no late writer outlives the temporary folders, after a failed
// run or a Ctrl-C. Because the groups are separate, the terminal's Ctrl-C reaches only the script itself,
// which stops the groups through stopChildrenOnSignals() (or its own handler).
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

const running = new Set();
const exitCodes = new WeakMap();
// What to signal: -pid is the child's whole process group, pid the child alone (started with detached: false).
const killTargets = new WeakMap();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to the child (and its group); false when no process is left to receive it. */
function signal(child, name) {
  try {
    process.kill(killTargets.get(child), name);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Starts a command (no stdin, output inherited, cwd at the repo root unless given) in its own process group
 * (unless `detached: false`) and tracks it.
 */
export function start(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...options,
  });
  if (child.pid) {
    running.add(child);
    killTargets.set(child, options.detached === false ? child.pid : -child.pid);
  }
  exitCodes.set(
    child,
    new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`Could not start ${command}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (code) => {
        // Forget the child once nothing of it runs, so that its id, free for reuse, is never signalled.
        if (running.has(child) && !signal(child, 0)) running.delete(child);
        resolve(code ?? 1);
      });
    }),
  );
  return child;
}

/** Resolves with the child's exit code (1 when it was killed by a signal). */
export const exited = (child) => exitCodes.get(child);

/** Runs a command to completion and resolves with its exit code. */
export const run = (command, args, options) => exited(start(command, args, options));

/**
 * Stops a child and its group: SIGTERM, then SIGKILL for whatever is left after `graceMs`. Killed orphans
 * stay visible as zombies until the system reaps them, hence the bounded wait after SIGKILL.
 */
export async function stop(child, graceMs = 5000) {
  const killAt = Date.now() + graceMs;
  const giveUpAt = killAt + 3000;
  let name = 'SIGTERM';
  while (signal(child, name) && Date.now() < giveUpAt) {
    await sleep(100);
    name = Date.now() < killAt ? 0 : 'SIGKILL';
  }
  running.delete(child);
}

/** Stops every child started here that still has a process running. */
export const stopChildren = (graceMs) => Promise.all([...running].map((child) => stop(child, graceMs)));

/**
 * On Ctrl-C or SIGTERM, stops the children, runs `cleanup` (e.g. removing temporary folders) and exits with
 * the conventional 128 + signal code.
 */
export function stopChildrenOnSignals(cleanup = async () => {}) {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () =>
      stopChildren()
        .then(cleanup)
        .finally(() => process.exit(code)),
    );
  }
}

/** Polls `url` until it answers 2xx; fails early if `child` (named `name`, meant to serve it) exits. */
export async function waitForHttp(
  url,
  { child, name = 'process', timeoutMs = 120_000, intervalMs = 250 } = {},
) {
  let childExit;
  if (child) exited(child).then((code) => (childExit = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (childExit !== undefined)
      throw new Error(`${name} exited with code ${childExit} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet: try again until the deadline.
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Formats milliseconds as seconds with one decimal, e.g. `5.8 s`. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
