import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CursorPaging } from '../../../hooks/use-cursor-paging';
import type { CardTarget } from '../../../utils/card-href';
import * as styles from './Rail.module.css';

/** A rail laid out as a grid (widget_type list); further pages come on request. */
export function RailGrid({
  paging,
  minCardWidth,
  children,
}: {
  paging: CursorPaging<CardTarget>;
  /** Narrowest a column may get before the grid drops one: the card type's own width. */
  minCardWidth: number;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const { hasMore, isLoadingMore, loadError, loadMore } = paging;
  return (
    <>
      <ul className={styles.grid} style={{ ['--grid-min' as string]: `${minCardWidth}px` }}>
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
