import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@palco/contracts';
import { callEndpoint, http, PlanList, Spinner, usePageTitle } from '@palco/shared';
import * as styles from './PlansPage.module.css';

export const PLANS_KEY = '/v1/plan';

/** `/adira-ja`: the plans of `GET /v1/plan` with price, currency and period in words. */
export function PlansPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('CHECKOUT_PLANS_TITLE'));
  const { data, error, isLoading } = useSWR(
    PLANS_KEY,
    async () => (await callEndpoint(http, endpoints.getPlans)).plans,
  );

  return (
    <section className={styles.page} aria-labelledby="plans-title">
      <h1 id="plans-title">{t('CHECKOUT_PLANS_TITLE')}</h1>
      <p className={styles.subtitle}>{t('CHECKOUT_PLANS_SUBTITLE')}</p>
      {isLoading && <Spinner />}
      {error && <p role="alert">{t('CHECKOUT_PLANS_ERROR')}</p>}
      {data && data.length === 0 && <p>{t('CHECKOUT_PLANS_EMPTY')}</p>}
      {data && data.length > 0 && <PlanList plans={data} />}
    </section>
  );
}
