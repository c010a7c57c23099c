import { createLifecycles } from '@palco/shared';
import { App } from './App';

export const { bootstrap, mount, unmount } = createLifecycles('mfe-player', App);
