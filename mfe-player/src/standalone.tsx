import { startStandalone } from '@palco/shared';

startStandalone('mfe-player', () => import('./app-lifecycles'));
