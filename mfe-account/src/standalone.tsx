import { restoreSession, startStandalone } from '@palco/shared';

// The shell's overlay host and its start-up account load, which the pages rely on.
void restoreSession();
startStandalone(
  'mfe-account',
  () => import('./app-lifecycles'),
  () => import('./standalone/standalone-overlay-lifecycles'),
);
