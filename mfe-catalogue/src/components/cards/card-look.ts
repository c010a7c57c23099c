import type { CardDisplay, CardType, ImageKind, Images } from '@palco/contracts';
import { type CardTarget, isChannel } from '../../utils/card-href';

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

/**
 * The picture `Card` shows for a target in a rail's design and display: a channel's logo, a hero's wide
 * picture, else the first its design wants (a title in a channel-design rail shows a landscape one). For
 * what loads a picture before its card is drawn (the home's first picture, home-prefetch.ts).
 */
export function cardPicture(target: CardTarget, design: CardType, display?: CardDisplay): string | null {
  if (isChannel(target)) return target.logo;
  if (display === 'fullscreen') return imageFor(target.images, heroLook);
  return imageFor(target.images, cardLooks[design === 'channel' ? 'thumbnail' : design]);
}
