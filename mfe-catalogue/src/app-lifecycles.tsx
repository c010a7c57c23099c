import { createLifecycles } from '@palco/shared';
import { App } from './App';
import { prefetchHomeForPage } from './features/browse/api/home-prefetch';

export const { bootstrap, mount, unmount } = createLifecycles('mfe-catalogue', App);

// A first load of `/` asks for the home's data while the catalogue's components are still to render.
prefetchHomeForPage();
