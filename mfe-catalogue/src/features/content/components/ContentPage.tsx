import type { ReactNode } from 'react';
import { titleIdOfPath } from '@palco/contracts';
import { usePathname } from '../../../hooks/page-location';
import { ContentSkeleton } from './ContentSkeleton';
import { lazyPage } from '../../../components/lazy-page';
import { contentDictionaries } from '../i18n';

/**
 * A title's page is not part of a first visit to home, so its code loads when a title is opened. Also asked
 * for as the catalogue's code runs on a first load of its address (page-code.ts), and when a link to a
 * title is pointed at (use-title-prefetch.ts).
 */
export const { Page: ContentDetail, preload: loadContentDetail } = lazyPage(
  // Named by contracts' remotePageChunk(catalogue, 'title'): the shell's first script finds it by that name.
  () =>
    import(/* webpackChunkName: "catalogue-page-title" */ './ContentDetail').then((module) => {
      module.prepareLanguageNames();
      return module.ContentDetail;
    }),
  ContentSkeleton,
  contentDictionaries,
);

/** `/movie/:name/:id`, `/series/:name/:id` and `/content/:id`: the name is for people, the id finds the title. */
export function ContentPage(): ReactNode {
  const id = titleIdOfPath(usePathname()) ?? '';
  // Keyed by id so moving to another title starts from its first season again.
  return <ContentDetail key={id} id={id} />;
}
