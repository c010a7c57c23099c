import { TITLE_PAGE_PATH } from '@palco/contracts';
import { loadFilteredSection } from './features/browse/components/FiltersPage';
import { loadPersonalPlaylistView } from './features/browse/components/PersonalPage';
import { loadContentDetail } from './features/content/components/ContentPage';
import { loadGuideView } from './features/guide/components/GuidePage';

/** The pages whose code loads on demand (React.lazy), by the addresses they draw (App.tsx's routes). */
const pagesOnDemand: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [TITLE_PAGE_PATH, loadContentDetail],
  [/^\/guia-tv\/?$/, loadGuideView],
  [/^\/filters\/[^/]+\/?$/, loadFilteredSection],
  [/^\/(?:continuar-a-ver|a-minha-lista)\/?$/, loadPersonalPlaylistView],
];

/**
 * Asks for the code of the page at `pathname`, when it is one that loads on demand, as the catalogue's code
 * runs on a first load: otherwise that request would wait until the shell had mounted the catalogue and
 * React had rendered the route. The page's own lazy import then takes the same chunk. Answers whether it
 * asked (for tests); a failure is left to the page, whose import fails the same way and shows its error.
 */
export function preloadPageCode(pathname: string): boolean {
  const load = pagesOnDemand.find(([path]) => path.test(pathname))?.[1];
  if (!load) return false;
  load().catch(() => undefined);
  return true;
}
