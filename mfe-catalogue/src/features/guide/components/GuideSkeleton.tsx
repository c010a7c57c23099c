import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Guide.module.css';

const ROWS = 6;

/** Grey rows in the shape of the channel list, so the page does not jump when the guide arrives. */
export function GuideSkeleton(): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid="guide-skeleton">
      <span className="palco-visually-hidden">{t('CATALOGUE_GUIDE_LOADING')}</span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: ROWS }, (_, row) => (
          <li key={row} className={`${styles.row} ${styles.skeletonRow}`}>
            <span className={`${styles.bone} ${styles.boneLogo}`} />
            <span className={`${styles.bone} ${styles.boneText}`} />
            <span className={`${styles.bone} ${styles.boneText}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
