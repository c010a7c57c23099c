import { preloadPageRemote } from './remotes/early-preload';
import { registerServiceWorker } from './service-worker/register';
import { preloadStartupCalls } from './startup-calls';

// The server's dictionary for the page's language is on its way before the start-up scripts have run.
preloadStartupCalls();
// The page's remote starts downloading beside the shell's shared libraries, not after them.
void preloadPageRemote();
// The async boundary lets Module Federation set up the shared singletons before any of them load.
import('./bootstrap').catch((error: unknown) => console.error('Palco failed to start', error));
registerServiceWorker();
