import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Rail as RailData } from '@palco/contracts';
import { Card } from '../../../components/cards/Card';
import type { ImageLoading } from '../../../components/cards/ContentCard';
import { cardLooks } from '../../../components/cards/card-look';
import { useContentLang } from '@palco/shared';
import { targetKey } from '../../../utils/card-href';
import { useRailPaging } from '../hooks/use-rail-paging';
import { useRovingFocus } from '../hooks/use-roving-focus';
import { personalPagePath } from '../utils/personal-pages';
import { RailCarousel } from './RailCarousel';
import { RailGrid } from './RailGrid';
import * as styles from './Rail.module.css';

/** Top-10 cards carry their rank beside the poster, 56 px wider than the poster itself. */
function gridColumnWidth(design: RailData['design_type']): number {
  return cardLooks[design].width + (design === 'poster_top10' ? 56 : 0);
}

/**
 * One rail of a screen: its name when it asks for it (with "see all" for the viewer's own lists), and
 * its cards as a carousel, a hero carousel (fullscreen cards) or a grid. Arrow keys, Home and End move
 * between the cards; reaching the last asks for more.
 */
/** How many cards of a first-screen rail load their picture at once: a wide screen's first row. */
const FIRST_SCREEN_CARDS = 8;

/**
 * `firstScreen`: the rail is among the first a viewer sees, so its first cards' pictures load at once, and
 * `'priority'` gives its very first picture (the page's likely largest paint) high fetch priority.
 */
export function imageLoadingOf(firstScreen: false | 'priority' | 'eager', index: number): ImageLoading {
  if (!firstScreen || index >= FIRST_SCREEN_CARDS) return 'lazy';
  return firstScreen === 'priority' && index === 0 ? 'priority' : 'eager';
}

export function Rail({
  rail,
  firstScreen = false,
}: {
  rail: RailData;
  firstScreen?: false | 'priority' | 'eager';
}): ReactNode {
  const { t } = useTranslation();
  const lang = useContentLang();
  const paging = useRailPaging(rail);
  const roving = useRovingFocus(paging.entries.length, paging.loadMore);
  const fullscreen = rail.card_display === 'fullscreen';
  const cards = paging.entries.map((entry, index) => (
    <li key={targetKey(entry)} className={fullscreen ? styles.heroItem : styles.item}>
      <Card
        target={entry}
        design={rail.design_type}
        rank={index + 1}
        showProgress={rail.progress}
        display={rail.card_display}
        tabIndex={index === roving.activeIndex ? 0 : -1}
        imageLoading={imageLoadingOf(firstScreen, index)}
      />
    </li>
  ));
  const seeAll = rail.personal ? personalPagePath(rail.personal) : null;

  return (
    <section aria-label={rail.name} className={styles.rail} data-testid="rail" data-rail-id={rail.id}>
      {(rail.show_name || seeAll) && (
        <div className={styles.head}>
          {rail.show_name && (
            <h2 className={styles.name} lang={lang}>
              {rail.name}
            </h2>
          )}
          {seeAll && (
            <Link to={seeAll} className={styles.seeAll}>
              {t('CATALOGUE_RAIL_SEE_ALL')}{' '}
              <span className="palco-visually-hidden" lang={lang}>
                {rail.name}
              </span>
            </Link>
          )}
        </div>
      )}
      {rail.widget_type === 'carousel' || fullscreen ? (
        <RailCarousel paging={paging} roving={roving} fullscreen={fullscreen}>
          {cards}
        </RailCarousel>
      ) : (
        <RailGrid
          paging={paging}
          roving={roving}
          minCardWidth={gridColumnWidth(rail.design_type)}
          display={rail.card_display}
        >
          {cards}
        </RailGrid>
      )}
      <span className="palco-visually-hidden" aria-live="polite">
        {paging.isLoadingMore ? t('CATALOGUE_RAIL_LOADING_MORE') : ''}
      </span>
    </section>
  );
}
