import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import type { ViewerMarks } from '../hooks/use-viewer-marks';
import * as styles from './ContentDetail.module.css';

/** Adds the title to the viewer's list or takes it off; pressed while it is on the list. */
export function WatchlistButton({ marks }: { marks: ViewerMarks }): ReactNode {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`palco-button palco-button--ghost ${styles.action}`}
      aria-pressed={marks.favorite}
      disabled={marks.busy}
      onClick={() => marks.markFavorite(!marks.favorite)}
      data-testid="watchlist"
    >
      <span aria-hidden="true">{marks.favorite ? '✓ ' : '+ '}</span>
      {t(marks.favorite ? 'CATALOGUE_CONTENT_WATCHLIST_REMOVE' : 'CATALOGUE_CONTENT_WATCHLIST_ADD')}
    </button>
  );
}
