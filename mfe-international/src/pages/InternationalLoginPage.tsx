import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { bus, useSession } from '@palco/shared';
import { INTERNATIONAL_SUBSCRIBE_PATH } from '../frame/frame-messages';
import * as styles from './InternationalPage.module.css';

/** `/international/login`: sign in with the account team's popup, then continue to the plans. */
export function InternationalLoginPage(): ReactNode {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.account !== null);
  if (signedIn) return <Navigate to={INTERNATIONAL_SUBSCRIBE_PATH} replace />;

  return (
    <section className={styles.panel} aria-labelledby="intl-login-title">
      <h1 id="intl-login-title" className={styles.title}>
        {t('INTL_LOGIN_TITLE')}
      </h1>
      <p className={styles.lead}>{t('INTL_LOGIN_TEXT')}</p>
      <button
        type="button"
        className="palco-button"
        onClick={() => bus.emit('overlay:open', { name: 'login', redirectTo: INTERNATIONAL_SUBSCRIBE_PATH })}
      >
        {t('INTL_LOGIN_BUTTON')}
      </button>
    </section>
  );
}
