import { startStandalone } from '@palco/shared';

startStandalone('mfe-checkout', () => import('./app-lifecycles'));
