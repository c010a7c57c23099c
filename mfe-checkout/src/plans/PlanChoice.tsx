import type { ReactNode } from 'react';
import type { Plan } from '@palco/contracts';
import { formatPrice, useTranslation } from '@palco/shared';
import * as choice from '../ui/Choice.module.css';
import * as styles from './PlanChoice.module.css';

export interface PlanChoiceProps {
  plans: readonly Plan[];
  selected: string | null;
  onSelect: (planId: string) => void;
  /** The plans' descriptions too (the plans page); the popup keeps to name and price. */
  withDescription?: boolean;
}

/**
 * The plans as one radio group (arrow keys move between them): name, the highlighted plan's badge, the
 * price in the viewer's language with its period in words, and the renewal price when it differs.
 */
export function PlanChoice({
  plans,
  selected,
  onSelect,
  withDescription = false,
}: PlanChoiceProps): ReactNode {
  const { t, i18n } = useTranslation();
  const price = (plan: Plan, value: number): string => formatPrice(value, plan.currency, i18n.language);
  return (
    <fieldset className={choice.group}>
      <legend className={choice.legend}>{t('SUBSCRIPTION_POPUP_CHOOSE')}</legend>
      {plans.map((plan) => (
        <label
          key={plan.id}
          className={`${choice.option} ${styles.plan}${plan.highlight ? ` ${styles.highlight}` : ''}`}
        >
          <input
            type="radio"
            name="plan"
            value={plan.id}
            checked={selected === plan.id}
            onChange={() => onSelect(plan.id)}
          />
          <span className={styles.name}>
            {plan.name}
            {plan.highlight && <span className={styles.badge}>{t('PLAN_HIGHLIGHT')}</span>}
          </span>
          <span className={styles.price}>
            <strong>{price(plan, plan.price)}</strong> {t(`PERIOD_${plan.period_type}`)}
          </span>
          {withDescription && <span className={styles.description}>{plan.description}</span>}
          {plan.renewal_price !== plan.price && (
            <span className={styles.description}>
              {t('PLAN_RENEWAL_PRICE', { price: price(plan, plan.renewal_price) })}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
