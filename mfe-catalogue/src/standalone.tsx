import { startStandalone } from '@palco/shared';

startStandalone('mfe-catalogue', () => import('./app-lifecycles'));
