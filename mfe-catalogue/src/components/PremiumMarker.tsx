import type { ReactNode } from 'react';
import { useCardText } from './card-text';
import * as styles from './PremiumMarker.module.css';

/** Marks a title only premium viewers can watch in full. */
export function PremiumMarker({ className }: { className?: string }): ReactNode {
  const { t } = useCardText();
  return (
    <span className={className ? `${styles.premium} ${className}` : styles.premium} data-premium="true">
      <span aria-hidden="true">★ </span>
      {t('CATALOGUE_PREMIUM')}
    </span>
  );
}
