import type { CardType, ImageKind, Images } from '@palco/contracts';

/** Size an image is laid out at (its width/height attributes, so nothing shifts while it loads). */
export interface CardLook {
  width: number;
  height: number;
  /** Image kinds to use, best first. */
  images: readonly ImageKind[];
}

const landscape: readonly ImageKind[] = ['thumbnail', 'landscape', 'background'];

export const cardLooks: Readonly<Record<CardType, CardLook>> = {
  poster: { width: 160, height: 240, images: ['poster'] },
  poster_top10: { width: 160, height: 240, images: ['poster'] },
  thumbnail: { width: 288, height: 162, images: landscape },
  channel: { width: 176, height: 99, images: ['logo', ...landscape] },
  descriptive: { width: 288, height: 162, images: landscape },
};

/** The first image the title has among the kinds the card wants; null shows a titled placeholder. */
export function imageFor(images: Images, look: CardLook): string | null {
  for (const kind of look.images) {
    const url = images[kind];
    if (url) return url;
  }
  return null;
}

/** A fullscreen (hero) card's picture: wide, laid out at the rail's full width. */
export const heroLook: CardLook = {
  width: 1600,
  height: 900,
  images: ['background', 'highlight', 'landscape', 'thumbnail'],
};
