import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { Link } from 'react-router-dom';
import * as styles from './InternationalFooter.module.css';

/**
 * The international footer: the current year and the legal pages. Those pages belong to the shell; a
 * router link changes the history entry and single-spa hands the new path to its owner.
 */
export function InternationalFooter(): ReactNode {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('INTL_FOOTER_NAV_LABEL')}>
        <ul className={styles.links}>
          <li>
            <Link to="/termos-e-condicoes">{t('INTL_FOOTER_TERMS')}</Link>
          </li>
          <li>
            <Link to="/politica-privacidade">{t('INTL_FOOTER_PRIVACY')}</Link>
          </li>
        </ul>
      </nav>
      <p className={styles.copyright}>{t('INTL_FOOTER_COPYRIGHT', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
