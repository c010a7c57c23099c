import {
  type CardType,
  cardPictureKinds,
  heroPictureKinds,
  type ImageKind,
  type Images,
  pictureOf,
} from '@palco/contracts';

/** Size an image is laid out at (its width/height attributes, so nothing shifts while it loads). */
export interface CardLook {
  width: number;
  height: number;
  /** Image kinds to use, best first. */
  images: readonly ImageKind[];
}

/** The picture kinds are contracts' (`cardPictureKinds`), which the shell's first script reads too. */
export const cardLooks: Readonly<Record<CardType, CardLook>> = {
  poster: { width: 160, height: 240, images: cardPictureKinds.poster },
  poster_top10: { width: 160, height: 240, images: cardPictureKinds.poster_top10 },
  thumbnail: { width: 288, height: 162, images: cardPictureKinds.thumbnail },
  channel: { width: 176, height: 99, images: cardPictureKinds.channel },
  descriptive: { width: 288, height: 162, images: cardPictureKinds.descriptive },
};

/** The first image the title has among the kinds the card wants; null shows a titled placeholder. */
export function imageFor(images: Images, look: CardLook): string | null {
  return pictureOf(images, look.images);
}

/** A fullscreen (hero) card's picture: wide, laid out at the rail's full width. */
export const heroLook: CardLook = {
  width: 1600,
  height: 900,
  images: heroPictureKinds,
};
