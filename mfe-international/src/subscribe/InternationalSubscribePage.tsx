import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlanList, Spinner, useSession } from '@palco/shared';
import * as pageStyles from '../pages/InternationalPage.module.css';
import { usePlans } from './plans-api';

/** `/international/subscribe`: a signed-in viewer sees the plans; a visitor is sent to sign in first. */
export function InternationalSubscribePage(): ReactNode {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const signedIn = useSession((state) => state.account !== null);
  const { data, error, isLoading } = usePlans(signedIn);

  return (
    <section aria-labelledby="intl-subscribe-title">
      <h1 id="intl-subscribe-title" className={pageStyles.title}>
        {t('INTL_SUBSCRIBE_TITLE')}
      </h1>
      {!token && (
        <p className={pageStyles.lead}>
          {t('INTL_SUBSCRIBE_SIGNED_OUT')}{' '}
          <Link to="/international/login">{t('INTL_SUBSCRIBE_LOGIN_LINK')}</Link>
        </p>
      )}
      {(isLoading || (token && !signedIn)) && <Spinner />}
      {error && <p role="alert">{t('INTL_PLANS_ERROR')}</p>}
      {data && data.length === 0 && <p>{t('INTL_PLANS_EMPTY')}</p>}
      {data && data.length > 0 && <PlanList plans={data} />}
    </section>
  );
}
