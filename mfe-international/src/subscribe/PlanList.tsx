import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@palco/contracts';
import { formatPrice } from '@palco/shared';
import * as styles from './PlanList.module.css';

/** The plans with their price in the viewer's language and their period in words. */
export function PlanList({ plans }: { plans: readonly Plan[] }): ReactNode {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={plan.highlight ? `${styles.plan} ${styles.highlight}` : styles.plan}>
          {plan.highlight && <span className={styles.badge}>{t('INTL_PLAN_HIGHLIGHT')}</span>}
          <h2 className={styles.name}>{plan.name}</h2>
          <p className={styles.description}>{plan.description}</p>
          <p className={styles.price}>
            <strong>{formatPrice(plan.price, plan.currency, i18n.language)}</strong>{' '}
            <span>{t(`PERIOD_${plan.period_type}`)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
