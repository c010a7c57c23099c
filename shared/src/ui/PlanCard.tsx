import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@palco/contracts';
import { formatPrice } from '../format/price';
import './tokens.css';
import './PlanCard.css';

export interface PlanCardProps {
  plan: Plan;
}

/**
 * One plan of a list of plans (a `<li>`, as `PlanList` shows them), with its price in the viewer's
 * language, its period in words and, for the highlighted plan, a "recommended" badge.
 */
export function PlanCard({ plan }: PlanCardProps): ReactNode {
  const { t, i18n } = useTranslation();
  return (
    <li className={plan.highlight ? 'palco-plan-card palco-plan-card--highlight' : 'palco-plan-card'}>
      {plan.highlight && <span className="palco-plan-card__badge">{t('PLAN_HIGHLIGHT')}</span>}
      <h2 className="palco-plan-card__name">{plan.name}</h2>
      <p className="palco-plan-card__description">{plan.description}</p>
      <p className="palco-plan-card__price">
        <strong>{formatPrice(plan.price, plan.currency, i18n.language)}</strong>{' '}
        <span>{t(`PERIOD_${plan.period_type}`)}</span>
      </p>
    </li>
  );
}

export interface PlanListProps {
  plans: readonly Plan[];
}

/** The plans on offer as a grid of `PlanCard`s. */
export function PlanList({ plans }: PlanListProps): ReactNode {
  return (
    <ul className="palco-plan-list">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
