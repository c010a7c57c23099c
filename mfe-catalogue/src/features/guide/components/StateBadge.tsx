import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeState } from '../utils/catch-up';
import * as styles from './Guide.module.css';

/** "Live now" on a programme on air, "catch-up" on one whose recording can be watched; nothing otherwise. */
export function StateBadge({ state }: { state: ProgrammeState }): ReactNode {
  const { t } = useTranslation();
  if (state === 'live')
    return <span className={`${styles.badge} ${styles.badgeLive}`}>{t('CATALOGUE_GUIDE_LIVE')}</span>;
  if (state === 'catchup')
    return <span className={`${styles.badge} ${styles.badgeCatchup}`}>{t('CATALOGUE_GUIDE_CATCHUP')}</span>;
  return null;
}
