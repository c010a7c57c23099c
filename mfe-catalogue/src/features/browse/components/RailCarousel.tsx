import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CursorPaging } from '@palco/shared';
import type { CardTarget } from '../../../utils/card-href';
import type { RovingFocus } from '../hooks/use-roving-focus';
import { isAtStart, isNearEnd } from '../utils/scroll-edge';
import * as styles from './Rail.module.css';

/** Share of the visible width one press of previous/next scrolls, so a card stays in view as a landmark. */
const STEP_RATIO = 0.85;

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * A horizontal scroller with previous/next buttons. Reaching the end, by scrolling, by the next button or
 * by moving focus through the cards, asks for the rail's next page while the server has more. A
 * fullscreen rail shows one card per view and steps a whole card at a time.
 */
export function RailCarousel({
  paging,
  roving,
  fullscreen = false,
  children,
}: {
  paging: CursorPaging<CardTarget>;
  roving: RovingFocus;
  fullscreen?: boolean;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const { hasMore, isLoadingMore, loadError, loadMore, entries } = paging;

  const measure = useCallback((): void => {
    const track = trackRef.current;
    if (track) setEdges({ atStart: isAtStart(track), atEnd: isNearEnd(track) });
  }, []);

  // New cards or a new window size move the edges.
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, entries.length]);

  const onScroll = (): void => {
    measure();
    const track = trackRef.current;
    if (track && isNearEnd(track) && hasMore && !loadError) loadMore();
  };

  const step = (direction: 1 | -1): void => {
    const track = trackRef.current;
    if (!track) return;
    if (direction === 1 && isNearEnd(track)) {
      loadMore();
      return;
    }
    const ratio = fullscreen ? 1 : STEP_RATIO;
    track.scrollLeft += direction * Math.max(1, Math.round(track.clientWidth * ratio));
  };

  return (
    <div className={fullscreen ? `${styles.carousel} ${styles.heroCarousel}` : styles.carousel}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-controls={trackId}
        aria-label={t('CATALOGUE_RAIL_PREVIOUS')}
        disabled={edges.atStart}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul
        id={trackId}
        ref={trackRef}
        className={fullscreen ? `${styles.track} ${styles.heroTrack}` : styles.track}
        onScroll={onScroll}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        {children}
        {isLoadingMore && (
          <li className={styles.pending} aria-hidden="true">
            <span className="palco-spinner" />
          </li>
        )}
        {loadError && (
          <li className={styles.pending}>
            <button type="button" className="palco-button palco-button--ghost" onClick={loadMore}>
              {t('GENERIC_RETRY')}
            </button>
          </li>
        )}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-controls={trackId}
        aria-label={t('CATALOGUE_RAIL_NEXT')}
        disabled={edges.atEnd && !hasMore}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
