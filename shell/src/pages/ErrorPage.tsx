import { useId, type ReactNode } from 'react';
import { usePageTitle, useTranslation } from '@palco/shared';
import { NOT_FOUND_TITLE_KEY } from '../routing/route-titles';
import * as styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: 404 | 500;
}

/**
 * The 404 and 500 pages (spec section 2, "Error page"). The way home is a plain link: after an error
 * a full page load is the surest way back to a working site.
 */
export function ErrorPage({ status }: ErrorPageProps): ReactNode {
  const { t } = useTranslation();
  const headingId = useId();
  const message = t(`SHELL_ERROR_${status}_TITLE`);
  // The tab says what happened in a few words: "Página não encontrada — Palco", as for any path of no route.
  usePageTitle(status === 404 ? t(NOT_FOUND_TITLE_KEY) : message);
  return (
    <section
      className={styles.page}
      data-testid="error-page"
      data-status={status}
      aria-labelledby={headingId}
    >
      <h1 id={headingId} className={styles.oops}>
        {t('SHELL_ERROR_OOPS')}
      </h1>
      <h2 className={styles.title}>{message}</h2>
      <p className={styles.description}>{t(`SHELL_ERROR_${status}_DESC`)}</p>
      <p className={styles.code}>{t('SHELL_ERROR_CODE', { status })}</p>
      <a href="/" className={`palco-button ${styles.home}`} data-testid="error-home">
        {t('SHELL_ERROR_HOME')}
      </a>
    </section>
  );
}
