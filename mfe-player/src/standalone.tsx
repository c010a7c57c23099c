import { registerApplication, start } from 'single-spa';

/** Running alone (its own dev server or dist): mount the app on every path, as the shell would. */
registerApplication({
  name: 'mfe-player',
  app: () => import('./app-lifecycles'),
  activeWhen: () => true,
  customProps: { domElement: document.getElementById('standalone-root') ?? document.body },
});
start();
