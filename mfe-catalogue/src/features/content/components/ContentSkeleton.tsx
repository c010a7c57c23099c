import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ContentDetail.module.css';

/** Grey blocks in the shape of a title's page, so nothing jumps when it arrives. */
export function ContentSkeleton(): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.page} data-testid="content-skeleton">
      <span className="palco-visually-hidden">{t('CATALOGUE_LOADING')}</span>
      <div className={styles.body} aria-hidden="true">
        <span className={`${styles.poster} ${styles.skeletonBlock} ${styles.skeletonPoster}`} />
        <span className={styles.info}>
          <span className={`${styles.skeletonBlock} ${styles.skeletonTitle}`} />
          <span className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
          <span className={`${styles.skeletonBlock} ${styles.skeletonButton}`} />
          <span className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
          <span className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
        </span>
      </div>
    </div>
  );
}
