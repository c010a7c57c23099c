import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@palco/shared';
import type { CursorPaging } from '../../../hooks/use-cursor-paging';
import type { CardTarget } from '../../../utils/card-href';
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
 * by tabbing through the cards, asks for the rail's next page while the server has more.
 */
export function RailCarousel({
  paging,
  children,
}: {
  paging: CursorPaging<CardTarget>;
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
    track.scrollLeft += direction * Math.max(1, Math.round(track.clientWidth * STEP_RATIO));
  };

  return (
    <div className={styles.carousel}>
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
      <ul id={trackId} ref={trackRef} className={styles.track} onScroll={onScroll}>
        {children}
        {isLoadingMore && (
          <li className={styles.pending}>
            <Spinner label={t('CATALOGUE_RAIL_LOADING_MORE')} />
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
