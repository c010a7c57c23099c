import { type ReactNode, useEffect, useState } from 'react';
import { TITLE_PAGE_PATH } from '@palco/contracts';
import { addTranslations } from '@palco/shared';
import { CardTextProvider } from './components/card-text';
import { ScrollToTop } from './components/ScrollToTop';
import { HomePage } from './features/browse/components/HomePage';
import { ContentPage } from './features/content/components/ContentPage';
import { GUIDE_PAGE_PATH, GuidePage } from './features/guide/components/GuidePage';
import { usePrefetchTitlesOnIntent } from './features/content/hooks/use-title-prefetch';
import { usePathname } from './hooks/page-location';
import { dictionaries } from './i18n';
import { preloadPageCode } from './page-code';
import { drawsThroughRouter, RoutedPage } from './routed-pages';

addTranslations(dictionaries);

/** The pages that draw without the router, for the addresses `drawsThroughRouter` leaves to them. */
function RouterFreePage({ pathname }: { pathname: string }): ReactNode {
  if (TITLE_PAGE_PATH.test(pathname)) return <ContentPage />;
  if (GUIDE_PAGE_PATH.test(pathname)) return <GuidePage />;
  return <HomePage />;
}

/**
 * The catalogue's pages (contracts' route table). The home, the title pages and the guide, where most
 * visits start, draw without react-router, whose code would be a twentieth of what a first visit loads; the
 * first address the catalogue draws through its router (RoutedPages) switches to it for good, these pages
 * included, so no page remounts as the viewer goes back and forth.
 */
export function App(): ReactNode {
  usePrefetchTitlesOnIntent();
  const pathname = usePathname();
  const [routed, setRouted] = useState(() => drawsThroughRouter(pathname));
  if (!routed && drawsThroughRouter(pathname)) setRouted(true);
  // A page may have code of its own: asked for as the address changes, beside the router's when it draws.
  useEffect(() => {
    preloadPageCode(pathname);
  }, [pathname]);
  return (
    <CardTextProvider>
      <ScrollToTop />
      {routed ? <RoutedPage /> : <RouterFreePage pathname={pathname} />}
    </CardTextProvider>
  );
}
