import { registerServiceWorker } from './service-worker/register';

// The async boundary lets Module Federation set up the shared singletons before any of them load.
import('./bootstrap').catch((error: unknown) => console.error('Palco failed to start', error));
registerServiceWorker();
