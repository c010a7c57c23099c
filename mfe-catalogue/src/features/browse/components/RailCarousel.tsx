import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CursorPaging } from '@palco/shared';
import { useCardText } from '../../../components/card-text';
import type { CardTarget } from '../../../utils/card-href';
import type { RovingFocus } from '../hooks/use-roving-focus';
import { isAtStart, isNearEnd } from '../utils/scroll-edge';
import * as styles from './Rail.module.css';

/** Share of the visible width one press of previous/next scrolls, so a card stays in view as a landmark. */
const STEP_RATIO = 0.85;

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
  const { t } = useCardText();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  // Two flags rather than one object, so a reading that finds the edges where they were renders nothing.
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const { hasMore, isLoadingMore, loadError, loadMore } = paging;
  const drawn = Children.count(children);

  const measure = useCallback((): void => {
    const track = trackRef.current;
    if (!track) return;
    setAtStart(isAtStart(track));
    setAtEnd(isNearEnd(track));
  }, []);

  // The cards drawn (a new page of them, or the rest of the first page drawn after the page: see `Rail`)
  // and the window's size move the edges. They are read at the next animation frame, whose one layout
  // serves every rail, rather than right after each commit, where reading them forced a layout while the
  // screen was still being built.
  useEffect(() => {
    let frame = requestAnimationFrame(measure);
    const onResize = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [measure, drawn]);

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
        disabled={atStart}
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
        disabled={atEnd && !hasMore}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
