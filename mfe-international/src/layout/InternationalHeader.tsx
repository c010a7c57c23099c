import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { Link } from 'react-router-dom';
import { ProfileMenu } from './ProfileMenu';
import * as styles from './InternationalHeader.module.css';

/** The international header: the logo back to /international and the viewer's profile entry. */
export function InternationalHeader(): ReactNode {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link to="/international" className={styles.logo} aria-label={t('INTL_LOGO_LABEL')}>
        <span aria-hidden="true">{t('INTL_LOGO_TEXT')}</span>
      </Link>
      <ProfileMenu />
    </header>
  );
}
