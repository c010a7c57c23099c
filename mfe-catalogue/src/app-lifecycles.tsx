import { createLifecycles } from '@palco/shared';
import { App } from './App';
import { prefetchHomeForPage } from './features/browse/api/home-prefetch';
import { prefetchTitlePage } from './features/content/api/title-page-prefetch';
import { preloadPageCode } from './page-code';

export const { bootstrap, mount, unmount } = createLifecycles('mfe-catalogue', App);

// A first load of `/` asks for the home's data while the catalogue's components are still to render.
prefetchHomeForPage();
// A first load of a title's page asks for the title and then its pictures.
void prefetchTitlePage(window.location.href);
// And a first load of a page whose code loads on demand asks for that code now.
preloadPageCode(window.location.pathname);
