import { registerServiceWorker } from './service-worker/register';
import { hasStarted } from './start/handoff';
import { yieldToBrowser } from './yield-to-browser';

// The page's first script (start.js) has already asked for the server's dictionary, the shell's strings and
// the page remote's code. A page without it (a development server) does the same now, from a chunk of its own.
if (!hasStarted()) {
  import('./start/start-page')
    .then(({ startPage }) => startPage())
    .catch((error: unknown) => console.warn('The start-up preloads did not run', error));
}
/**
 * The async boundary lets Module Federation set up the shared singletons before any of them load. The
 * start-up's largest libraries are run one at a time, each in a task of its own, before the code that
 * imports them: run all at once, in the task that evaluates the last start-up chunk to arrive, they made
 * one of the longest tasks of a first visit on a phone. Their files download together all the same (the
 * page runs every start-up chunk as an async script).
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@palco/shared');
  await yieldToBrowser();
  await import('./bootstrap');
}
boot().catch((error: unknown) => console.error('Palco failed to start', error));
registerServiceWorker();
