import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { endpoints, type Plan, type Subscription, type UserPlan } from '@palco/contracts';
import {
  ApiError,
  AppLink,
  bus,
  callEndpoint,
  errorMessageFor,
  formatPrice,
  http,
  mergeSettings,
  Modal,
  Spinner,
  useServerSettings,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { readPendingCheckout, type PendingCheckout } from '../payment/checkout-store';
import { methodsFor } from '../payment/payment-methods';
import { PlanChoice } from '../plans/PlanChoice';
import { usePlansOnSale, useSubscription } from './manage-api';
import { dayAfter, formatDay, isPaidPlan, paymentKey } from './manage-format';
import { LoadError, ManageLayout } from './ManageLayout';
import * as styles from './Manage.module.css';

// The payment popup (and the provider's frame, the polling) loads when a viewer goes to pay.
const PaymentPopup = lazy(() =>
  import('../payment/PaymentPopup').then((module) => ({ default: module.PaymentPopup })),
);

interface Paying {
  plan: Plan;
  resume: PendingCheckout | null;
}

/**
 * `/profile/subscription` (spec sections 2 and 4): the plan in force — its name, price, status, last day and
 * how it is paid — or a way to the plans without one; a change of plan, which starts the day after the
 * current plan ends (the confirmation names the plan, that day and its price, then the payment popup takes
 * the payment with `update`); and cancelling, which keeps Premium to the last day. A plan granted by a
 * voucher has no renewal to cancel, and says so. A payment this tab had started resumes after a reload.
 */
export function SubscriptionPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const server = useServerSettings();
  const monetization = mergeSettings(server.data).monetization === 1;
  // No plans are asked for while monetization is off, nor before the settings say it is on.
  const settingsKnown = server.data !== undefined || server.error !== undefined;
  const plans = usePlansOnSale(settingsKnown && monetization);
  const country = useSession((state) => state.account?.country ?? null);
  const settings = useSettings();
  // The payment popup: for a plan the viewer confirmed, or (until the viewer acts) the tab's own checkout
  // that a reload interrupted, once the plans say which plan it was.
  const [paying, setPaying] = useState<Paying | 'closed' | null>(null);
  const [pending] = useState(readPendingCheckout);
  const resumed = pending && plans.data?.find((plan) => plan.id === pending.plan_id);
  const popup =
    paying === 'closed' ? null : (paying ?? (resumed ? { plan: resumed, resume: pending } : null));
  const [notice, setNotice] = useState<string | null>(null);
  const day = (date: string): string => formatDay(date, i18n.language);

  const closePopup = (): void => {
    setPaying('closed');
    // Whatever the popup got to, the plan is asked again: a payment may have been granted meanwhile.
    void subscription.mutate();
  };

  let body: ReactNode;
  if (subscription.error) body = <LoadError onRetry={() => void subscription.mutate()} />;
  else if (!subscription.data) body = <Spinner />;
  else {
    const answer = subscription.data;
    body = (
      <>
        {notice && (
          <p role="status" className={styles.block}>
            {notice}
          </p>
        )}
        {answer.user_plan ? (
          <>
            <CurrentPlan
              answer={answer}
              userPlan={answer.user_plan}
              onCancelled={(cancelled) => {
                void subscription.mutate(cancelled, { revalidate: false });
                const message = t('MANAGE_CANCELLED', { date: day(cancelled.user_plan?.end_date ?? '') });
                setNotice(message);
                bus.emit('toast:show', { message, kind: 'success' });
              }}
            />
            {monetization && (
              <PlanChange
                userPlan={answer.user_plan}
                plans={plans.data}
                plansFailed={plans.error !== undefined}
                onConfirm={(plan) => {
                  setNotice(null);
                  setPaying({ plan, resume: null });
                }}
              />
            )}
          </>
        ) : (
          <NoPlan monetization={monetization} />
        )}
      </>
    );
  }

  return (
    <ManageLayout titleKey="MANAGE_SUBSCRIPTION_TITLE">
      {body}
      {popup && (
        <Suspense fallback={<Spinner />}>
          <PaymentPopup
            plan={popup.plan}
            methods={methodsFor(popup.plan, country, settings)}
            resume={popup.resume}
            update={Boolean(subscription.data?.user_plan)}
            describeSuccess={(status) => {
              const next = status.user_plan.next_plan;
              return next
                ? t('MANAGE_CHANGE_DONE', { plan: next.description, date: day(next.start_date) })
                : t('MANAGE_PREMIUM_UNTIL', { date: day(status.user_plan.end_date) });
            }}
            onClose={closePopup}
            onDone={closePopup}
          />
        </Suspense>
      )}
    </ManageLayout>
  );
}

/** No plan in force: a premium account's premium comes from elsewhere; else, the plans. */
function NoPlan({ monetization }: { monetization: boolean }): ReactNode {
  const { t } = useTranslation();
  const premium = useSession((state) => state.account?.premium ?? false);
  return (
    <div className={styles.block}>
      <p>{t(premium ? 'MANAGE_NO_PLAN_PREMIUM' : 'MANAGE_NO_PLAN')}</p>
      {!premium && monetization && (
        <div className={styles.actions}>
          <AppLink href="/adira-ja" className="palco-button">
            {t('MANAGE_SEE_PLANS')}
          </AppLink>
        </div>
      )}
    </div>
  );
}

interface CurrentPlanProps {
  answer: Subscription;
  userPlan: UserPlan;
  onCancelled: (answer: Subscription) => void;
}

/** The plan in force, the change already paid for after it, and the ways to its method and to cancelling. */
function CurrentPlan({ answer, userPlan, onCancelled }: CurrentPlanProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const day = (date: string): string => formatDay(date, i18n.language);
  const paid = isPaidPlan(userPlan);
  const cancelled = userPlan.status === 'CANCELLED';
  const next = userPlan.next_plan;
  return (
    <div className={styles.block}>
      <dl className={styles.details}>
        <dt>{t('MANAGE_PLAN')}</dt>
        <dd>{userPlan.description}</dd>
        {answer.plan && (
          <>
            <dt>{t('MANAGE_PRICE')}</dt>
            <dd>
              {formatPrice(answer.plan.price, answer.plan.currency, i18n.language)}{' '}
              {t(`PERIOD_${answer.plan.period_type}`)}
            </dd>
          </>
        )}
        <dt>{t('MANAGE_STATUS')}</dt>
        <dd className={cancelled ? styles.cancelled : undefined}>
          {t(cancelled ? 'MANAGE_STATUS_CANCELLED' : 'MANAGE_STATUS_ACTIVE')}
        </dd>
        <dt>{t('MANAGE_END_DATE')}</dt>
        <dd>{day(userPlan.end_date)}</dd>
        <dt>{t('MANAGE_PAYMENT')}</dt>
        <dd>{t(paymentKey(userPlan))}</dd>
      </dl>
      {cancelled && <p>{t('MANAGE_PREMIUM_UNTIL', { date: day(userPlan.end_date) })}</p>}
      {next && (
        <p>
          {t('MANAGE_NEXT_PLAN', {
            date: day(next.start_date),
            plan: next.description,
            end: day(next.end_date),
          })}
        </p>
      )}
      {!paid && <p>{t('MANAGE_VOUCHER_NO_RENEWAL', { date: day(userPlan.end_date) })}</p>}
      {paid && (
        <div className={styles.actions}>
          <AppLink href="/profile/update-payment" className="palco-button palco-button--ghost">
            {t('MANAGE_CHANGE_METHOD_LINK')}
          </AppLink>
          {!cancelled && (
            <button
              type="button"
              className="palco-button palco-button--ghost"
              onClick={() => setCancelling(true)}
            >
              {t('MANAGE_CANCEL_BUTTON')}
            </button>
          )}
        </div>
      )}
      {cancelling && (
        <CancelDialog
          userPlan={userPlan}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelledAnswer) => {
            setCancelling(false);
            onCancelled(cancelledAnswer);
          }}
        />
      )}
    </div>
  );
}

interface CancelDialogProps {
  userPlan: UserPlan;
  onClose: () => void;
  onCancelled: (answer: Subscription) => void;
}

/** "Cancel the subscription?": Premium to the last day, no refund; PayPal's agreement ends at PayPal too. */
function CancelDialog({ userPlan, onClose, onCancelled }: CancelDialogProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const day = (date: string): string => formatDay(date, i18n.language);

  const confirm = (): void => {
    setBusy(true);
    setError(null);
    callEndpoint(http, endpoints.cancelSubscription)
      .then(onCancelled)
      .catch((failure: unknown) => {
        setBusy(false);
        setError(failure instanceof ApiError ? errorMessageFor(t, failure) : t('MANAGE_LOAD_ERROR'));
      });
  };

  return (
    <Modal title={t('MANAGE_CANCEL_TITLE')} onClose={onClose} dismissable={!busy} width={440}>
      <p>{t('MANAGE_CANCEL_CONFIRM', { date: day(userPlan.end_date) })}</p>
      {userPlan.next_plan && (
        <p>
          {t('MANAGE_CANCEL_NEXT_PLAN', {
            plan: userPlan.next_plan.description,
            date: day(userPlan.next_plan.start_date),
          })}
        </p>
      )}
      {userPlan.payment_type === 'paypal' && <p>{t('MANAGE_CANCEL_PAYPAL')}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="palco-button" onClick={confirm} disabled={busy}>
          {t('MANAGE_CANCEL_OK')}
        </button>
        <button type="button" className="palco-button palco-button--ghost" onClick={onClose} disabled={busy}>
          {t('MANAGE_CANCEL_KEEP')}
        </button>
      </div>
    </Modal>
  );
}

interface PlanChangeProps {
  userPlan: UserPlan;
  plans: readonly Plan[] | undefined;
  plansFailed: boolean;
  onConfirm: (plan: Plan) => void;
}

/**
 * Choosing another plan (section 4): it starts the day after the current plan ends. The confirmation names the plan, that day and its price; only then does the payment
 * start. The plan in force is not offered again while it is paid (a new method is the other page's), but a
 * voucher's plan may be followed by the same plan, paid.
 */
function PlanChange({ userPlan, plans, plansFailed, onConfirm }: PlanChangeProps): ReactNode {
  const { t, i18n } = useTranslation();
  const choices = (plans ?? []).filter((plan) => !isPaidPlan(userPlan) || plan.id !== userPlan.plan_id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const selected = choices.find((plan) => plan.id === chosen) ?? choices[0] ?? null;

  let body: ReactNode;
  if (userPlan.next_plan) body = <p>{t('MANAGE_CHANGE_PENDING')}</p>;
  else if (plansFailed) body = <p role="alert">{t('MANAGE_LOAD_ERROR')}</p>;
  else if (!plans) body = <Spinner />;
  else if (choices.length === 0) body = <p>{t('MANAGE_CHANGE_NONE')}</p>;
  else {
    const submit = (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      if (selected) setConfirming(selected);
    };
    body = (
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.muted}>{t('MANAGE_CHANGE_INTRO')}</p>
        <PlanChoice plans={choices} selected={selected?.id ?? null} onSelect={setChosen} />
        <div className={styles.actions}>
          <button type="submit" className="palco-button">
            {t('MANAGE_CHANGE_BUTTON')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.block} aria-labelledby="manage-change-title">
      <h2 id="manage-change-title">{t('MANAGE_CHANGE_TITLE')}</h2>
      {body}
      {confirming && (
        <Modal title={t('MANAGE_CHANGE_CONFIRM_TITLE')} onClose={() => setConfirming(null)} width={440}>
          <p>
            {t('MANAGE_CHANGE_CONFIRM', {
              plan: confirming.name,
              date: formatDay(dayAfter(userPlan.end_date), i18n.language),
              price: formatPrice(confirming.price, confirming.currency, i18n.language),
            })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="palco-button"
              onClick={() => {
                setConfirming(null);
                onConfirm(confirming);
              }}
            >
              {t('MANAGE_CHANGE_CONFIRM_OK')}
            </button>
            <button
              type="button"
              className="palco-button palco-button--ghost"
              onClick={() => setConfirming(null)}
            >
              {t('MANAGE_BACK')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
