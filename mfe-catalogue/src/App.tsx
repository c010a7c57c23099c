import { type ReactNode, useEffect, useState } from 'react';
import { TITLE_PAGE_PATH } from '@palco/contracts';
import { addTranslations } from '@palco/shared';
import { CardTextProvider } from './components/card-text';
import { ScrollToTop } from './components/ScrollToTop';
import { HomePage } from './features/browse/components/HomePage';
import { ContentPage } from './features/content/components/ContentPage';
import { usePrefetchTitlesOnIntent } from './features/content/hooks/use-title-prefetch';
import { usePathname } from './hooks/page-location';
import { dictionaries } from './i18n';
import { preloadPageCode } from './page-code';
import { drawsThroughRouter, RoutedPage } from './routed-pages';

addTranslations(dictionaries);

/**
 * The catalogue's pages (contracts' route table). The home and the title pages, where most visits start,
 * draw without react-router, whose code would be a twentieth of what a first visit loads; the first address
 * the catalogue draws through its router (RoutedPages) switches to it for good, home and titles included, so
 * no page remounts as the viewer goes back and forth.
 */
export function App(): ReactNode {
  usePrefetchTitlesOnIntent();
  const pathname = usePathname();
  const [routed, setRouted] = useState(() => drawsThroughRouter(pathname));
  if (!routed && drawsThroughRouter(pathname)) setRouted(true);
  // A page the router draws may have code of its own: asked for beside the router's, not after it.
  useEffect(() => {
    preloadPageCode(pathname);
  }, [pathname]);
  return (
    <CardTextProvider>
      <ScrollToTop />
      {routed ? <RoutedPage /> : TITLE_PAGE_PATH.test(pathname) ? <ContentPage /> : <HomePage />}
    </CardTextProvider>
  );
}
