import type { ReactNode } from 'react';
import type { CardDisplay } from '@palco/contracts';
import type { CursorPaging } from '@palco/shared';
import { useCardText } from '../../../components/card-text';
import type { RovingFocus } from '../hooks/use-roving-focus';
import * as styles from './Rail.module.css';

/** A rail laid out as a grid (widget_type list, and the filter and personal pages); more pages on request. */
export function RailGrid<T>({
  paging,
  roving,
  minCardWidth,
  display = 'block',
  label,
  children,
}: {
  paging: Pick<CursorPaging<T>, 'hasMore' | 'isLoadingMore' | 'loadError' | 'loadMore'>;
  roving: RovingFocus;
  /** Narrowest a column may get before the grid drops one: the card type's own width. */
  minCardWidth: number;
  display?: CardDisplay;
  /** Names the list when no region around it does. */
  label?: string;
  children: ReactNode;
}): ReactNode {
  const { t } = useCardText();
  const { hasMore, isLoadingMore, loadError, loadMore } = paging;
  return (
    <>
      <ul
        className={styles.grid}
        style={{ ['--grid-min' as string]: `${minCardWidth}px` }}
        data-display={display}
        aria-label={label}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        {children}
      </ul>
      {loadError && (
        <p role="alert" className={styles.moreError}>
          {t('CATALOGUE_RAIL_MORE_ERROR')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className={`palco-button palco-button--ghost ${styles.more}`}
          disabled={isLoadingMore}
          onClick={loadMore}
        >
          {isLoadingMore ? t('CATALOGUE_RAIL_LOADING_MORE') : t('CATALOGUE_RAIL_MORE')}
        </button>
      )}
    </>
  );
}
