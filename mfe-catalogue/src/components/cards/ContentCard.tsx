import type { ReactNode } from 'react';
import type { CardDisplay, CardItem, CardType } from '@palco/contracts';
import { AppLink } from '@palco/shared';
import { cardHref } from '../../utils/card-href';
import { useCardText } from '../card-text';
import { PremiumMarker } from '../PremiumMarker';
import { CardBadges } from './CardBadges';
import { useFramePainted } from '../../hooks/use-frame-painted';
import { cardLooks, heroLook, imageFor } from './card-look';
import { watchedRatio } from './watch-progress';
import * as styles from './Card.module.css';

export interface ContentCardProps {
  item: CardItem;
  design: Exclude<CardType, 'channel'>;
  /** Position in a top-10 rail, from 1. */
  rank?: number;
  /** Rails with the progress flag draw how much the profile has watched. */
  showProgress?: boolean;
  display?: CardDisplay;
  /** Rails move focus between their cards with the arrow keys, so only one card is a tab stop. */
  tabIndex?: number;
  /** How soon its picture loads: see `ImageLoading`. */
  imageLoading?: ImageLoading;
}

/**
 * The first screen's pictures are what a viewer sees first (and what the browser counts as the page's
 * largest paint), so they load at once instead of waiting for the layout to tell the browser they are in
 * view: the very first of each first-screen rail with the page's first frame and at high priority
 * (`priority`), the others (`eager`) as soon as that frame has painted. Every other picture loads lazily.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * The `<img>` attributes of a loading choice for the picture at `src`. Only a first-screen rail's first
 * picture (`priority`) is asked for with the page's first frame; the others get their address once that
 * frame has painted (`useFramePainted`), laid out meanwhile at their size as an empty picture.
 */
export function usePictureProps(
  src: string,
  imageLoading: ImageLoading = 'lazy',
): { src: string | undefined; loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  const framePainted = useFramePainted();
  if (imageLoading === 'priority') return { src, loading: 'eager', fetchPriority: 'high' };
  return { src: framePainted ? src : undefined, loading: imageLoading };
}

/** A card's picture, with the loading its place on the page asks for. */
export function CardImage({
  src,
  imageLoading,
  className,
  width,
  height,
}: {
  src: string;
  imageLoading: ImageLoading | undefined;
  className: string | undefined;
  width: number;
  height: number;
}): ReactNode {
  return (
    <img
      className={className}
      alt=""
      {...usePictureProps(src, imageLoading)}
      decoding="async"
      width={width}
      height={height}
    />
  );
}

function Progress({ item }: { item: CardItem }): ReactNode {
  const watched = watchedRatio(item);
  if (watched === null) return null;
  return (
    <span className={styles.progress} aria-hidden="true">
      <span className={styles.progressBar} style={{ width: `${Math.round(watched * 100)}%` }} />
    </span>
  );
}

/** A fullscreen card: one per view, the title's large picture, its title, summary and a call to action. */
function HeroCard({
  item,
  showProgress,
  tabIndex,
  imageLoading,
}: Omit<ContentCardProps, 'design'>): ReactNode {
  const { t, contentLang: lang } = useCardText();
  const image = imageFor(item.images, heroLook);
  const cta = item.action_type === 'VOD' ? 'CATALOGUE_HERO_WATCH' : 'CATALOGUE_HERO_MORE';
  return (
    <AppLink
      href={cardHref(item)}
      className={`${styles.card} ${styles.hero}`}
      data-testid="card"
      data-card-type="hero"
      tabIndex={tabIndex}
    >
      {image && (
        <CardImage
          className={styles.heroImage}
          src={image}
          imageLoading={imageLoading}
          width={heroLook.width}
          height={heroLook.height}
        />
      )}
      <span className={styles.heroText}>
        <CardBadges item={item} />
        <span className={styles.heroTitle} lang={lang}>
          {item.title}
        </span>
        <span className={styles.heroDescription} lang={lang}>
          {item.short_description}
        </span>
        <span className={styles.heroActions}>
          <span className={`palco-button ${styles.heroCta}`}>{t(cta)}</span>
          {item.premium && <PremiumMarker />}
        </span>
      </span>
      {showProgress && <Progress item={item} />}
    </AppLink>
  );
}

/** A title's card, drawn by the rail's card type; the whole card is the link its action asks for. */
export function ContentCard({
  item,
  design,
  rank,
  showProgress = false,
  display = 'block',
  tabIndex,
  imageLoading,
}: ContentCardProps): ReactNode {
  const { t, contentLang: lang } = useCardText();
  if (display === 'fullscreen')
    return (
      <HeroCard item={item} showProgress={showProgress} tabIndex={tabIndex} imageLoading={imageLoading} />
    );
  const look = cardLooks[design];
  const image = imageFor(item.images, look);
  const isPoster = design === 'poster' || design === 'poster_top10';

  return (
    <AppLink
      href={cardHref(item)}
      className={[styles.card, styles[design], styles[display]].filter(Boolean).join(' ')}
      style={{ ['--card-width' as string]: `${look.width}px` }}
      data-testid="card"
      data-card-type={design}
      tabIndex={tabIndex}
    >
      {design === 'poster_top10' && rank !== undefined && (
        <>
          <span className={rank >= 10 ? `${styles.rank} ${styles.rankWide}` : styles.rank} aria-hidden="true">
            {rank}
          </span>
          <span className="palco-visually-hidden">{t('CATALOGUE_RANK', { rank })} </span>
        </>
      )}
      <span className={styles.frame}>
        {image ? (
          <CardImage
            className={styles.image}
            src={image}
            imageLoading={imageLoading}
            width={look.width}
            height={look.height}
          />
        ) : (
          <span
            className={styles.placeholder}
            style={{ aspectRatio: `${look.width} / ${look.height}` }}
            aria-hidden="true"
            lang={lang}
          >
            {item.title}
          </span>
        )}
        <CardBadges item={item} />
        {item.premium && <PremiumMarker className={styles.premium} />}
        {showProgress && <Progress item={item} />}
      </span>
      <span className={isPoster ? 'palco-visually-hidden' : styles.title} lang={lang}>
        {item.title}
      </span>
      {design === 'descriptive' && (
        <span className={styles.description} lang={lang}>
          {item.short_description}
        </span>
      )}
    </AppLink>
  );
}
