import { type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CardRail as RailData } from '@palco/contracts';
import { AppLink } from '@palco/shared';
import { useCardText } from '../../../components/card-text';
import { Card } from '../../../components/cards/Card';
import { CardShape } from '../../../components/cards/CardShape';
import type { ImageLoading } from '../../../components/cards/ContentCard';
import { cardLooks } from '../../../components/cards/card-look';
import { type CardTarget, isChannel, targetKey } from '../../../utils/card-href';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useRailPaging } from '../hooks/use-rail-paging';
import { useRovingFocus } from '../hooks/use-roving-focus';
import { personalPagePath } from '../utils/personal-pages';
import { entriesOf } from '../utils/rail-entries';
import { RailCarousel } from './RailCarousel';
import { RailGrid } from './RailGrid';
import * as styles from './Rail.module.css';

/** Top-10 cards carry their rank beside the poster, 56 px wider than the poster itself. */
function gridColumnWidth(design: RailData['design_type']): number {
  return cardLooks[design].width + (design === 'poster_top10' ? 56 : 0);
}

/** How many cards of a first-screen rail load their picture at once: a wide screen's first row. */
const FIRST_SCREEN_CARDS = 8;

/** The cards a carousel shows before the viewer scrolls it: a wide screen's first row, or one hero. */
function firstRowCards(fullscreen: boolean): number {
  return fullscreen ? 1 : FIRST_SCREEN_CARDS;
}

/**
 * `firstScreen`: the rail is among the first a viewer sees, so its first cards' pictures load at once, its
 * very first (a likely largest paint of the page) at high fetch priority. A hero
 * carousel (`fullscreen`) shows one card at a time: only the first one's picture loads with the page, and
 * the others' as the viewer moves towards them.
 */
export function imageLoadingOf(firstScreen: boolean, index: number, fullscreen = false): ImageLoading {
  if (!firstScreen || index >= firstRowCards(fullscreen)) return 'lazy';
  return index === 0 ? 'priority' : 'eager';
}

/**
 * The cards a carousel draws: with the page, those a wide screen shows (one for a hero carousel), and the
 * rest in a transition right after. The page's first render, which must finish before anything shows,
 * stays short, and the rest yields to the viewer's input while it builds. A grid draws all of its cards
 * at once: rows added later would push what is below them down.
 */
function useCardsShown(count: number, gradual: boolean, fullscreen: boolean): number {
  const [whole, setWhole] = useState(!gradual);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? count : Math.min(count, firstRowCards(fullscreen));
}

/** Whether a rail lays its cards out as a grid rather than a carousel. */
function isGrid(rail: RailData): boolean {
  return rail.widget_type !== 'carousel' && rail.card_display !== 'fullscreen';
}

/** A rail's cards as a carousel, a hero carousel (fullscreen cards) or a grid, with their paging. */
function RailCards({
  rail,
  firstScreen,
  withPage,
}: {
  rail: RailData;
  firstScreen: boolean;
  /** Built with the page rather than as the viewer came near it. */
  withPage: boolean;
}): ReactNode {
  const { t } = useCardText();
  const paging = useRailPaging(rail);
  const roving = useRovingFocus(paging.entries.length, paging.loadMore);
  const fullscreen = rail.card_display === 'fullscreen';
  const shown = useCardsShown(paging.entries.length, withPage && !isGrid(rail), fullscreen);
  const cards = paging.entries.slice(0, shown).map((entry, index) => (
    <li key={targetKey(entry)} className={fullscreen ? styles.heroItem : styles.item}>
      <Card
        target={entry}
        design={rail.design_type}
        rank={index + 1}
        showProgress={rail.progress}
        display={rail.card_display}
        tabIndex={index === roving.activeIndex ? 0 : -1}
        imageLoading={imageLoadingOf(firstScreen, index, fullscreen)}
      />
    </li>
  ));

  return (
    <>
      {isGrid(rail) ? (
        <RailGrid
          paging={paging}
          roving={roving}
          minCardWidth={gridColumnWidth(rail.design_type)}
          display={rail.card_display}
        >
          {cards}
        </RailGrid>
      ) : (
        <RailCarousel paging={paging} roving={roving} fullscreen={fullscreen}>
          {cards}
        </RailCarousel>
      )}
      <span className="palco-visually-hidden" aria-live="polite">
        {paging.isLoadingMore ? t('CATALOGUE_RAIL_LOADING_MORE') : ''}
      </span>
    </>
  );
}

/** The design a target's card is drawn in (see `Card`): a title in a channel rail shows as a thumbnail. */
function shapeDesign(target: CardTarget, design: RailData['design_type']): RailData['design_type'] {
  if (isChannel(target)) return 'channel';
  return design === 'channel' ? 'thumbnail' : design;
}

/**
 * What a rail shows until its cards are built: empty cards in the cards' own layout, taking the room they
 * will (a grid all of its cards, so its rows; a carousel its first row; a hero carousel one hero), and
 * the grid's "show more" when the server has more. It is the rail's tab stop meanwhile, so a keyboard
 * reaches the rail wherever it is; focusing it builds the cards.
 */
function RailPlaceholder({ rail, onFocus }: { rail: RailData; onFocus: () => void }): ReactNode {
  const { t } = useCardText();
  const grid = isGrid(rail);
  const fullscreen = rail.card_display === 'fullscreen';
  const entries = entriesOf(rail);
  const shown = grid ? entries : entries.slice(0, firstRowCards(fullscreen));
  const shapes = shown.map((entry) => (
    <CardShape
      key={targetKey(entry)}
      design={shapeDesign(entry, rail.design_type)}
      display={rail.card_display}
      fill={grid}
    />
  ));
  return (
    <div
      role="group"
      aria-label={t('CATALOGUE_LOADING')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the rail's tab stop until its cards exist; focus goes on to the first
      tabIndex={0}
      className={styles.placeholder}
      data-testid="rail-placeholder"
      onFocus={onFocus}
    >
      <div aria-hidden="true">
        {grid ? (
          <div
            className={styles.grid}
            style={{ ['--grid-min' as string]: `${gridColumnWidth(rail.design_type)}px` }}
          >
            {shapes}
          </div>
        ) : (
          <div className={fullscreen ? `${styles.track} ${styles.heroTrack}` : styles.track}>{shapes}</div>
        )}
        {grid && rail.has_more && (
          <span className={`palco-button palco-button--ghost ${styles.more} ${styles.moreShape}`}>
            {t('CATALOGUE_RAIL_MORE')}
          </span>
        )}
      </div>
    </div>
  );
}

/** The rail's one tab stop among its cards (see `useRovingFocus`). */
const TAB_STOP = '[data-testid="card"][tabindex="0"]';

/**
 * One rail of a screen: its name when it asks for it (with "see all" for the viewer's own lists), and
 * its cards. Arrow keys, Home and End move between the cards; reaching the last asks for more.
 *
 * `lazy`: the rail is below the first screen, so its section and heading render at once (the page's
 * outline, "see all" and in-page search have them) but its cards only when it comes within a screen's
 * height of the screen, or when the keyboard reaches it. Once built they stay.
 */
export function Rail({
  rail,
  firstScreen = false,
  lazy = false,
}: {
  rail: RailData;
  firstScreen?: boolean;
  lazy?: boolean;
}): ReactNode {
  const { t, contentLang: lang } = useCardText();
  const { ref, near, show } = useNearViewport<HTMLElement>(lazy);
  const seeAll = rail.personal ? personalPagePath(rail.personal) : null;

  // Tabbing onto the placeholder builds the cards, then hands focus on to the rail's tab stop.
  const focusCards = useRef(false);
  useLayoutEffect(() => {
    if (!near || !focusCards.current) return;
    focusCards.current = false;
    ref.current?.querySelector<HTMLElement>(TAB_STOP)?.focus();
  }, [near, ref]);

  return (
    <section
      ref={ref}
      aria-label={rail.name}
      className={styles.rail}
      data-testid="rail"
      data-rail-id={rail.id}
      // Focus anywhere in it ("see all", the placeholder) builds the cards.
      onFocus={near ? undefined : show}
    >
      {(rail.show_name || seeAll) && (
        <div className={styles.head}>
          {rail.show_name && (
            <h2 className={styles.name} lang={lang}>
              {rail.name}
            </h2>
          )}
          {seeAll && (
            <AppLink href={seeAll} className={styles.seeAll}>
              {t('CATALOGUE_RAIL_SEE_ALL')}{' '}
              <span className="palco-visually-hidden" lang={lang}>
                {rail.name}
              </span>
            </AppLink>
          )}
        </div>
      )}
      {near ? (
        <RailCards rail={rail} firstScreen={firstScreen} withPage={!lazy} />
      ) : (
        <RailPlaceholder
          rail={rail}
          onFocus={() => {
            focusCards.current = true;
          }}
        />
      )}
    </section>
  );
}
