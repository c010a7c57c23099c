import type { ReactNode } from 'react';
import type { CardDisplay, CardType } from '@palco/contracts';
import { cardLooks } from './card-look';
import * as styles from './Card.module.css';

const shapeOf: Readonly<Record<CardType, string | undefined>> = {
  poster: undefined,
  poster_top10: styles.shapeTop10,
  thumbnail: styles.shapeThumbnail,
  descriptive: styles.shapeDescriptive,
  channel: styles.shapeChannel,
};

/**
 * An empty card: one box taking the room a card of that design will, in the same layout, standing in for
 * a card not built yet so nothing moves when it arrives (see `.shape` in Card.module.css). `channel` is a
 * channel's tile. `fill` lays it out at its grid column's width, as a grid's cards are.
 */
export function CardShape({
  design,
  display = 'block',
  fill = false,
}: {
  design: CardType;
  display?: CardDisplay;
  fill?: boolean;
}): ReactNode {
  if (display === 'fullscreen') return <span className={`${styles.shape} ${styles.hero}`} />;
  const look = cardLooks[design];
  const className = [styles.shape, shapeOf[design], fill && styles.shapeFill].filter(Boolean).join(' ');
  // A top-10 poster keeps its own size beside the rank, however wide its column.
  const size =
    design === 'poster_top10'
      ? { height: `${look.height}px` }
      : { aspectRatio: `auto ${look.width} / ${look.height}` };
  return <span className={className} style={{ ['--card-width' as string]: `${look.width}px`, ...size }} />;
}
