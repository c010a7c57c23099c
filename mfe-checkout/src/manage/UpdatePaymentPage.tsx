import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import type { PaymentMethod, Plan, UserPlan } from '@palco/contracts';
import {
  formatPrice,
  mergeSettings,
  Spinner,
  useServerSettings,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { readPendingCheckout } from '../payment/checkout-store';
import { methodsFor } from '../payment/payment-methods';
import { useSubscription } from './manage-api';
import { dayAfter, formatDay, isPaidPlan, paymentKey } from './manage-format';
import { LoadError, ManageLayout } from './ManageLayout';
import { MethodChoice } from '../ui/MethodChoice';
import * as styles from './Manage.module.css';

const PaymentPopup = lazy(() =>
  import('../payment/PaymentPopup').then((module) => ({ default: module.PaymentPopup })),
);

/**
 * `/profile/update-payment` (spec sections 2 and 8): a new payment method for the plan in force, while the
 * setting `update_payment_method` is on (else section 8's "payment-method update disabled"). The viewer
 * chooses a method and pays the plan's next period with it through the payment popup (the token call's
 * `update`); the plan then shows that method. A plan given by a voucher has no method to change (section 8's
 * "payment method cannot be changed").
 */
export function UpdatePaymentPage(): ReactNode {
  const { t } = useTranslation();
  const server = useServerSettings();
  const enabled = mergeSettings(server.data).update_payment_method === 1;
  // Settings that cannot load leave the defaults (the setting on); the API refuses it if it is off.
  const settingsKnown = server.data !== undefined || server.error !== undefined;
  const subscription = useSubscription();

  let body: ReactNode;
  if (settingsKnown && !enabled) body = <p role="status">{t('MANAGE_UPDATE_DISABLED')}</p>;
  else if (subscription.error) body = <LoadError onRetry={() => void subscription.mutate()} />;
  else if (!subscription.data || !settingsKnown) body = <Spinner />;
  else {
    const { user_plan: userPlan, plan } = subscription.data;
    body = <MethodChange userPlan={userPlan} plan={plan} onChanged={() => void subscription.mutate()} />;
  }
  return <ManageLayout titleKey="MANAGE_PAYMENT_TITLE">{body}</ManageLayout>;
}

interface MethodChangeProps {
  userPlan: UserPlan | null;
  /** The plan in force as it is sold (its price and methods). */
  plan: Plan | undefined;
  onChanged: () => void;
}

function MethodChange({ userPlan, plan, onChanged }: MethodChangeProps): ReactNode {
  const { t, i18n } = useTranslation();
  const country = useSession((state) => state.account?.country ?? null);
  const settings = useSettings();
  const methods = plan ? methodsFor(plan, country, settings) : [];
  const others = methods.filter((method) => method !== userPlan?.payment_method);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen ?? others[0] ?? methods[0] ?? null;
  // The popup: for the method chosen, or the tab's own checkout for this plan that a reload interrupted.
  const [pending] = useState(readPendingCheckout);
  const [paying, setPaying] = useState<PaymentMethod | 'closed' | null>(null);
  const resume = paying === null && pending && plan && pending.plan_id === plan.id ? pending : null;

  if (!userPlan) {
    return (
      <p role="status" className={styles.block}>
        {t('MANAGE_NO_PLAN')}
      </p>
    );
  }
  if (!isPaidPlan(userPlan)) {
    return (
      <p role="status" className={styles.block}>
        {t('MANAGE_METHOD_CANNOT_CHANGE')}
      </p>
    );
  }
  if (userPlan.next_plan) {
    return (
      <p role="status" className={styles.block}>
        {t('MANAGE_CHANGE_PENDING')}
      </p>
    );
  }
  if (!plan || methods.length === 0) {
    return (
      <p role="status" className={styles.block}>
        {t('MANAGE_METHOD_NOT_HERE')}
      </p>
    );
  }

  const day = (date: string): string => formatDay(date, i18n.language);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (method) setPaying(method);
  };
  const close = (): void => {
    setPaying('closed');
    onChanged();
  };
  const popupMethod = typeof paying === 'string' && paying !== 'closed' ? paying : null;

  return (
    <div className={styles.block}>
      <dl className={styles.details}>
        <dt>{t('MANAGE_PLAN')}</dt>
        <dd>{userPlan.description}</dd>
        <dt>{t('MANAGE_CURRENT_METHOD')}</dt>
        <dd>{t(paymentKey(userPlan))}</dd>
      </dl>
      <form className={styles.form} onSubmit={submit}>
        <MethodChoice
          legend={t('MANAGE_NEW_METHOD')}
          methods={methods}
          value={method}
          onChange={setChosen}
          label={(option) => t(`MANAGE_METHOD_${option.toUpperCase()}`)}
        />
        <p className={styles.muted}>
          {t('MANAGE_UPDATE_EXPLAIN', {
            plan: plan.name,
            price: formatPrice(plan.price, plan.currency, i18n.language),
            date: day(dayAfter(userPlan.end_date)),
          })}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="palco-button" disabled={!method}>
            {t('MANAGE_UPDATE_BUTTON')}
          </button>
        </div>
      </form>
      {(popupMethod || resume) && (
        <Suspense fallback={<Spinner />}>
          <PaymentPopup
            plan={plan}
            // The method is chosen here: the popup goes straight to the provider with it.
            methods={popupMethod ? [popupMethod] : methods}
            resume={resume}
            update
            describeSuccess={(status) =>
              t('MANAGE_UPDATE_DONE', {
                method: t(paymentKey(status.user_plan)),
                date: day(dayAfter(userPlan.end_date)),
              })
            }
            onClose={close}
            onDone={close}
          />
        </Suspense>
      )}
    </div>
  );
}
