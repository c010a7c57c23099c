import type { ReactNode } from 'react';
import { TITLE_PAGE_PATH } from '@palco/contracts';
import { lazyPage } from './components/lazy-page';
import { RailsSkeleton } from './features/browse/components/RailsSkeleton';
import { ContentSkeleton } from './features/content/components/ContentSkeleton';
import { GUIDE_PAGE_PATH } from './features/guide/components/GuidePage';
import { GuideSkeleton } from './features/guide/components/GuideSkeleton';
import { usePathname } from './hooks/page-location';

/**
 * Whether the catalogue draws `pathname` through its router (RoutedPages): every address but the home's, a
 * title's and the guide's, its other pages as well as the not-found state it shows at an address that is
 * not its own. The home, the title pages and the guide, where most visits start, draw without it, so their
 * first visit does not load react-router. (When the viewer leaves for another app's address, single-spa
 * unmounts the catalogue before its listeners hear of it, so that asks for nothing.)
 */
export function drawsThroughRouter(pathname: string): boolean {
  return pathname !== '/' && !TITLE_PAGE_PATH.test(pathname) && !GUIDE_PAGE_PATH.test(pathname);
}

/** The page's own skeleton while the router's code comes, so the page it becomes does not jump. */
function PagePlaceholder(): ReactNode {
  const pathname = usePathname();
  if (TITLE_PAGE_PATH.test(pathname)) return <ContentSkeleton />;
  if (GUIDE_PAGE_PATH.test(pathname)) return <GuideSkeleton />;
  return <RailsSkeleton />;
}

/**
 * The routed pages, whose code (react-router, and the pages a first visit to home never draws) loads the
 * first time the catalogue draws an address through its router; asked for ahead by a first load of such an
 * address and by each navigation to one (page-code.ts).
 */
export const { Page: RoutedPage, preload: loadRoutedPages } = lazyPage(
  () => import(/* webpackChunkName: "routed-pages" */ './RoutedPages').then((module) => module.RoutedPages),
  PagePlaceholder,
);
