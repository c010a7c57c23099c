import { createLifecycles } from '@palco/shared';
import { App } from './App';
import { prefetchHomeForPage } from './features/browse/api/home-prefetch';
import { preloadPageCode } from './page-code';

export const { bootstrap, mount, unmount } = createLifecycles('mfe-catalogue', App);

// A first load of `/` asks for the home's data while the catalogue's components are still to render.
prefetchHomeForPage();
// And a first load of a page whose code loads on demand asks for that code now.
preloadPageCode(window.location.pathname);
