import { registerServiceWorker } from './service-worker/register';
import { hasStarted } from './start/handoff';

// The page's first script (start.js) has already asked for the server's dictionary, the shell's strings and
// the page remote's code. A page without it (a development server) does the same now, from a chunk of its own.
if (!hasStarted()) {
  import('./start/start-page')
    .then(({ startPage }) => startPage())
    .catch((error: unknown) => console.warn('The start-up preloads did not run', error));
}
// The async boundary lets Module Federation set up the shared singletons before any of them load.
import('./bootstrap').catch((error: unknown) => console.error('Palco failed to start', error));
registerServiceWorker();
