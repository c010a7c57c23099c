import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as styles from './ContentDetail.module.css';

/** The page's main action: watch, in the player. */
export function PlayLink({ to }: { to: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Link to={to} className={`palco-button ${styles.play}`} data-testid="play">
      <span aria-hidden="true">▶ </span>
      {t('CATALOGUE_PLAY')}
    </Link>
  );
}
