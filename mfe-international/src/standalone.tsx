import { restoreSession, startStandalone } from '@palco/shared';

// The shell loads the signed-in account at start; alone, this app does it itself.
void restoreSession();
startStandalone('mfe-international', () => import('./app-lifecycles'));
