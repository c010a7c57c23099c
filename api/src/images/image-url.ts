import type { ImageKind } from '@palco/contracts';

/** Kinds of generated picture: the content image kinds plus profile avatars. */
export type PictureKind = ImageKind | 'avatar';

/** Root-relative, so pictures load through the site's `/api` proxy as well as from the API's own origin. */
export function imageUrl(kind: PictureKind, id: string): string {
  return `/api/images/${kind}/${encodeURIComponent(id)}.svg`;
}
