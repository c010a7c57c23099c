import { TITLE_PAGE_PATH } from '@palco/contracts';
import { FILTERS_PAGE_PATH, loadFilteredSection } from './features/browse/components/FiltersPage';
import { loadPersonalPlaylistView } from './features/browse/components/PersonalPage';
import { loadContentDetail } from './features/content/components/ContentPage';
import { drawsThroughRouter, loadRoutedPages } from './routed-pages';

/** The pages whose code loads on demand (lazyPage), by the addresses they draw (RoutedPages' routes). */
const pagesOnDemand: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [TITLE_PAGE_PATH, loadContentDetail],
  [FILTERS_PAGE_PATH, loadFilteredSection],
  [/^\/(?:continuar-a-ver|a-minha-lista)\/?$/, loadPersonalPlaylistView],
];

/**
 * Asks for the code of the page at `pathname` that loads on demand (the router's pages, for every page but
 * the home and the titles', and the page's own chunk when it has one), as the catalogue's code runs on a
 * first load: otherwise those requests would wait until the shell had mounted the catalogue and React had
 * rendered the route, one after the other. The pages' own lazy imports then take the same chunks. Answers whether it
 * asked (for tests); a failure is left to the page, whose import fails the same way and shows its error.
 */
export function preloadPageCode(pathname: string): boolean {
  const loads = [
    ...(drawsThroughRouter(pathname) ? [loadRoutedPages] : []),
    ...pagesOnDemand.filter(([path]) => path.test(pathname)).map(([, load]) => load),
  ];
  for (const load of loads) load().catch(() => undefined);
  return loads.length > 0;
}
