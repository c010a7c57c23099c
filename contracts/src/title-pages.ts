import type { ImageKind } from './entities';
import { pictureUrl } from './picture-url';

/**
 * The addresses of a title's page (the route table's `/movie/:name/:id`, `/series/:name/:id` and
 * `/content/:id`): the name is for people, the last segment is the title's id.
 */
export const TITLE_PAGE_PATH = /^\/(?:(?:movie|series)\/[^/]+|content)\/([^/]+)\/?$/;

/**
 * The id of the title whose page `pathname` is, decoded as the catalogue's router reads it; undefined for
 * any other path, and for an id that cannot be decoded (the router cannot read it either). The shell's first
 * script and the catalogue both ask, so that they agree on which pages are a title's.
 */
export function titleIdOfPath(pathname: string): string | undefined {
  const id = TITLE_PAGE_PATH.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/** The pictures a title's page shows at once, both with high priority: its poster, and its backdrop. */
export interface TitlePictures {
  poster: string | null;
  background: string | null;
}

/**
 * The pictures a title's page shows at once, from the title's answer. The catalogue draws them, and the
 * shell's first script asks for them as soon as that answer is in, before any app's code has arrived; it
 * reads the answer unchecked (it carries no schemas), so anything but a string is no picture.
 */
export function titlePictures(item: { images?: Partial<Record<ImageKind, unknown>> | null }): TitlePictures {
  const images = item.images ?? {};
  return {
    poster: pictureUrl(images.poster),
    background: pictureUrl(images.background) ?? pictureUrl(images.landscape),
  };
}
