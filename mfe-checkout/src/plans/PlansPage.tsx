import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { endpoints, type Plan } from '@palco/contracts';
import { callEndpoint, formatPrice, http, Spinner } from '@palco/shared';
import * as styles from './PlansPage.module.css';

export const PLANS_KEY = '/v1/plan';

/** `/adira-ja`: the plans of `GET /v1/plan` with price, currency and period in words. */
export function PlansPage(): ReactNode {
  const { t, i18n } = useTranslation();
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
      {data && data.length > 0 && (
        <ul className={styles.plans}>
          {data.map((plan: Plan) => (
            <li key={plan.id} className={plan.highlight ? `${styles.plan} ${styles.highlight}` : styles.plan}>
              {plan.highlight && <span className={styles.badge}>{t('CHECKOUT_PLAN_HIGHLIGHT')}</span>}
              <h2>{plan.name}</h2>
              <p>{plan.description}</p>
              <p className={styles.price}>
                <strong>{formatPrice(plan.price, plan.currency, i18n.language)}</strong>{' '}
                <span>{t(`PERIOD_${plan.period_type}`)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
