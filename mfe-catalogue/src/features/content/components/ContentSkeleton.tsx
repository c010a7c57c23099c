import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './ContentSkeleton.module.css';

/** Grey blocks in the shape of a title's page, so nothing jumps when it arrives. */
export function ContentSkeleton(): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton} data-testid="content-skeleton">
      <span className="palco-visually-hidden">{t('CATALOGUE_LOADING')}</span>
      <span className={`palco-skeleton ${styles.poster}`} aria-hidden="true" />
      <span className={styles.info} aria-hidden="true">
        <span className={`palco-skeleton ${styles.block} ${styles.title}`} />
        <span className={`palco-skeleton ${styles.block} ${styles.line}`} />
        <span className={`palco-skeleton ${styles.block} ${styles.button}`} />
        <span className={`palco-skeleton ${styles.block} ${styles.line}`} />
        <span className={`palco-skeleton ${styles.block} ${styles.line}`} />
      </span>
    </div>
  );
}
