import { registerApplication, start } from 'single-spa';
import { restoreSession } from '@palco/shared';

/** Running alone (its own dev server or dist): mount the app on every path, as the shell would. */
registerApplication({
  name: 'mfe-international',
  app: () => import('./app-lifecycles'),
  activeWhen: () => true,
  customProps: { domElement: document.getElementById('standalone-root') ?? document.body },
});
// The shell loads the signed-in account at start; alone, this app does it itself.
void restoreSession();
start();
