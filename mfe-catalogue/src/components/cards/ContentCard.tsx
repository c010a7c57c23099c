import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CardDisplay, CardType, ContentItem } from '@palco/contracts';
import { badgeLabel } from '../../utils/badge-label';
import { cardHref } from '../../utils/card-href';
import { PremiumMarker } from '../PremiumMarker';
import { cardLooks, imageFor } from './card-look';
import { watchedRatio } from './watch-progress';
import * as styles from './Card.module.css';

export interface ContentCardProps {
  item: ContentItem;
  design: Exclude<CardType, 'channel'>;
  /** Position in a top-10 rail, from 1. */
  rank?: number;
  /** Rails with the progress flag draw how much the profile has watched. */
  showProgress?: boolean;
  display?: CardDisplay;
}

/** A title's card, drawn by the rail's card type; the whole card is the link its action asks for. */
export function ContentCard({
  item,
  design,
  rank,
  showProgress = false,
  display = 'block',
}: ContentCardProps): ReactNode {
  const { t } = useTranslation();
  const look = cardLooks[design];
  const image = imageFor(item.images, look);
  const badge = badgeLabel(item.label);
  const watched = showProgress ? watchedRatio(item) : null;
  const isPoster = design === 'poster' || design === 'poster_top10';

  return (
    <Link
      to={cardHref(item)}
      className={[styles.card, styles[design], styles[display]].filter(Boolean).join(' ')}
      style={{ ['--card-width' as string]: `${look.width}px` }}
      data-testid="card"
      data-card-type={design}
    >
      {design === 'poster_top10' && rank !== undefined && (
        <>
          <span className={rank >= 10 ? `${styles.rank} ${styles.rankWide}` : styles.rank} aria-hidden="true">
            {rank}
          </span>
          <span className="palco-visually-hidden">{t('CATALOGUE_RANK', { rank })}</span>
        </>
      )}
      <span className={styles.frame}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            width={look.width}
            height={look.height}
          />
        ) : (
          <span
            className={styles.placeholder}
            style={{ aspectRatio: `${look.width} / ${look.height}` }}
            aria-hidden="true"
          >
            {item.title}
          </span>
        )}
        {badge && <span className={styles.badge}>{badge}</span>}
        {item.premium && <PremiumMarker className={styles.premium} />}
        {watched !== null && (
          <span className={styles.progress} aria-hidden="true">
            <span className={styles.progressBar} style={{ width: `${Math.round(watched * 100)}%` }} />
          </span>
        )}
      </span>
      <span className={isPoster ? 'palco-visually-hidden' : styles.title}>{item.title}</span>
      {design === 'descriptive' && <span className={styles.description}>{item.short_description}</span>}
    </Link>
  );
}
