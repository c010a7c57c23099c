import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { bus, useSession, useTranslation } from '@palco/shared';
import { INTERNATIONAL_SUBSCRIBE_PATH } from '../frame/frame-messages';
import * as styles from './InternationalPage.module.css';

const openSignIn = (): void =>
  bus.emit('overlay:open', { name: 'login', redirectTo: INTERNATIONAL_SUBSCRIBE_PATH });

/**
 * `/international/login`: the header's sign-in leads here, so the account team's popup opens on arrival
 * (once per visit; a viewer who closes it gets it back from the button) and, signed in, goes on to the plans.
 */
export function InternationalLoginPage(): ReactNode {
  const { t } = useTranslation();
  // A stored session whose account is still loading is not asked to sign in again.
  const hasSession = useSession((state) => state.token !== null);
  const signedIn = useSession((state) => state.account !== null);
  const offered = useRef(false);

  useEffect(() => {
    if (hasSession || offered.current) return;
    offered.current = true;
    openSignIn();
  }, [hasSession]);

  if (signedIn) return <Navigate to={INTERNATIONAL_SUBSCRIBE_PATH} replace />;

  return (
    <section className={styles.panel} aria-labelledby="intl-login-title">
      <h1 id="intl-login-title" className={styles.title}>
        {t('INTL_LOGIN_TITLE')}
      </h1>
      <p className={styles.lead}>{t('INTL_LOGIN_TEXT')}</p>
      <button type="button" className="palco-button" onClick={openSignIn}>
        {t('INTL_LOGIN_BUTTON')}
      </button>
    </section>
  );
}
