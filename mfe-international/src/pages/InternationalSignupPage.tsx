import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Trans } from 'react-i18next/TransWithoutContext';
import { Link, Navigate } from 'react-router-dom';
import { bus, useSession, useTranslation } from '@palco/shared';
import { INTERNATIONAL_SUBSCRIBE_PATH } from '../frame/frame-messages';
import { useInternationalContext } from '../layout/international-context';
import * as styles from './InternationalPage.module.css';

/**
 * `/international/signup`: the e-mail the partner frame sent goes on to the account team's registration
 * (its popup, opened on arrival and prefilled), and the viewer, once signed up and activated, on to
 * `/international/subscribe`. Without an e-mail there is nothing to continue, so the viewer starts again on
 * /international; a viewer already signed in goes straight to subscribe.
 */
export function InternationalSignupPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const { signupEmail } = useInternationalContext();
  const signedIn = useSession((state) => state.token !== null);
  const opened = useRef(false);

  const openRegistration = useCallback(() => {
    if (!signupEmail) return;
    bus.emit('overlay:open', {
      name: 'login',
      initialView: 'register',
      email: signupEmail,
      redirectTo: INTERNATIONAL_SUBSCRIBE_PATH,
    });
  }, [signupEmail]);

  // Once per visit: closing the popup leaves the page, with a way to open it again.
  useEffect(() => {
    if (signedIn || opened.current) return;
    opened.current = true;
    openRegistration();
  }, [signedIn, openRegistration]);

  if (signedIn) return <Navigate to={INTERNATIONAL_SUBSCRIBE_PATH} replace />;
  if (!signupEmail) return <Navigate to="/international" replace />;

  return (
    <section className={styles.panel} aria-labelledby="intl-signup-title">
      <h1 id="intl-signup-title" className={styles.title}>
        {t('INTL_SIGNUP_TITLE')}
      </h1>
      <p className={styles.lead}>
        <Trans
          t={t}
          i18n={i18n}
          i18nKey="INTL_SIGNUP_WITH_EMAIL"
          values={{ email: signupEmail }}
          components={{ email: <strong className={styles.email} /> }}
        />
      </p>
      <p className={styles.lead}>{t('INTL_SIGNUP_TEXT')}</p>
      <div className={styles.actions}>
        <button type="button" className="palco-button" onClick={openRegistration}>
          {t('INTL_SIGNUP_CONTINUE')}
        </button>
        <Link to="/international" className={styles.secondaryLink}>
          {t('INTL_SIGNUP_OTHER_EMAIL')}
        </Link>
      </div>
    </section>
  );
}
