import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './RailsSkeleton.module.css';

const ROWS = 3;
const CARDS_PER_ROW = 8;

/** Grey rails in the shape of the screen to come, so the page does not jump when it arrives. */
export function RailsSkeleton(): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton} data-testid="rails-skeleton">
      <span className="palco-visually-hidden">{t('CATALOGUE_LOADING')}</span>
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className={styles.row} aria-hidden="true">
          <span className={`palco-skeleton ${styles.name}`} />
          <span className={styles.cards}>
            {Array.from({ length: CARDS_PER_ROW }, (_unused, card) => (
              <span key={card} className={`palco-skeleton ${styles.card}`} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}
