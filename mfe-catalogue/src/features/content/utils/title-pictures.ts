import type { ContentItem } from '@palco/contracts';

/** The pictures a title's page shows at once, both with high priority: its poster, and its backdrop. */
export interface TitlePictures {
  poster: string | null;
  background: string | null;
}

export function titlePictures(item: Pick<ContentItem, 'images'>): TitlePictures {
  return {
    poster: item.images.poster ?? null,
    background: item.images.background ?? item.images.landscape ?? null,
  };
}
