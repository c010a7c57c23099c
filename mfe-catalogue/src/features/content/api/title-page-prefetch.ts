import { preload as preloadPicture } from 'react-dom';
import { titlePictures } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import { titleIdOfHref } from '../hooks/use-title-prefetch';

import { prefetchContentItem } from './get-content-item';

/**
 * On a first load of a title's page, as the catalogue's code runs: the title's call (which the page then
 * takes, see prefetchContentItem; for a visitor the shell's first script has usually asked already), and
 * as soon as it answers, the pictures the page shows at once, with the high priority the page gives them,
 * rather than once the page has rendered. Answers the title's promise, or null on any other page.
 */
export function prefetchTitlePage(href: string): Promise<unknown> | null {
  const id = titleIdOfHref(href, href);
  if (id === undefined) return null;
  return prefetchContentItem(id, sessionStore.getState().token).then(
    (item) => {
      const { poster, background } = titlePictures(item);
      for (const picture of [poster, background]) {
        if (picture) preloadPicture(picture, { as: 'image', fetchPriority: 'high' });
      }
    },
    () => {
      // The page asks again and shows its own error.
    },
  );
}
