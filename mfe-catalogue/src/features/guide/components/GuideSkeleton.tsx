import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './Guide.module.css';

const ROWS = 6;

/** Grey rows in the shape of the guide, so the page does not jump when the channels arrive. */
export function GuideSkeleton(): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid="guide-skeleton" className={styles.skeleton}>
      <span className="palco-visually-hidden">{t('CATALOGUE_GUIDE_LOADING')}</span>
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden="true">
          <span className={`palco-skeleton ${styles.bone} ${styles.boneLogo}`} />
          <span className={`palco-skeleton ${styles.bone} ${styles.boneTrack}`} />
        </div>
      ))}
    </div>
  );
}
