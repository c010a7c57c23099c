import { registerApplication, start } from 'single-spa';
import { restoreSession } from '@palco/shared';

/** Running alone (its own dev server or dist): mount the app on every path, as the shell would. */
registerApplication({
  name: 'mfe-account',
  app: () => import('./app-lifecycles'),
  activeWhen: () => true,
  customProps: { domElement: document.getElementById('standalone-root') ?? document.body },
});
// The shell's overlay host and its start-up account load, which the pages rely on.
registerApplication({
  name: 'mfe-account-overlays',
  app: () => import('./standalone/standalone-overlay-lifecycles'),
  activeWhen: () => true,
  customProps: { domElement: document.getElementById('standalone-overlays') ?? document.body },
});
void restoreSession();
start();
