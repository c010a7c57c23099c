import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PartnerFrame } from '../frame/PartnerFrame';
import { useInternationalContext } from '../layout/international-context';
import * as styles from './InternationalPage.module.css';

/**
 * `/international/signup`: the partner flow continues in its frame for the e-mail the frame sent. Without
 * one there is nothing to continue, so the viewer starts again on /international.
 */
export function InternationalSignupPage(): ReactNode {
  const { t } = useTranslation();
  const { signupEmail } = useInternationalContext();
  if (!signupEmail) return <Navigate to="/international" replace />;

  return (
    <section aria-labelledby="intl-signup-title">
      <h1 id="intl-signup-title" className={styles.title}>
        {t('INTL_SIGNUP_TITLE')}
      </h1>
      <p className={styles.lead}>
        <Trans
          i18nKey="INTL_SIGNUP_WITH_EMAIL"
          values={{ email: signupEmail }}
          components={{ email: <strong className={styles.email} /> }}
        />
      </p>
      <PartnerFrame email={signupEmail} />
    </section>
  );
}
