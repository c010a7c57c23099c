import { clearTempSession, readTempSession, type TempSession } from '@palco/contracts';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import type { Plan } from '@palco/contracts';
import {
  AppLink,
  bus,
  loadAccount,
  Modal,
  Spinner,
  usePageTitle,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { useAffiliateMarker, usePlans } from '../affiliate/affiliate-plans';
import { trackSubscribeStart } from '../affiliate/plan-analytics';
import { readPendingCheckout, type PendingCheckout } from '../payment/checkout-store';
import { methodsFor } from '../payment/payment-methods';
import { PlanChoice } from './PlanChoice';
import * as styles from './PlansPage.module.css';

// The payment popup (and the provider's frame, the polling) loads when a viewer goes to pay, not with the page.
const PaymentPopup = lazy(() =>
  import('../payment/PaymentPopup').then((module) => ({ default: module.PaymentPopup })),
);
/** The card gateway's return address carries this (section 4): the payment went through. */
export const THINKPAY_RETURN = 'thinkpay';

/** A product voucher sent with the plan (`?voucher=`, from the voucher form): it pays for that plan only. */
export const VOUCHER_PARAM = 'voucher';
/** Where a voucher or promo code is entered (the checkout's own route). */
export const PROMO_PATH = '/promo';

interface Paying {
  plan: Plan;
  resume: PendingCheckout | null;
  /** The product voucher the payment uses, if any. */
  voucher: string | null;
}

/** The registration session kept for paying before activation, if it is still good now. */
const keptTempSession = (): TempSession | null => readTempSession(localStorage, Date.now());

/**
 * The payment to open without being asked: the tab's checkout on its way, else the plan named in `?plan=`
 * (with the voucher sent for it).
 */
function openingPayment(
  plans: readonly Plan[],
  planParam: string | null,
  voucherParam: string | null,
): Paying | null {
  const pending = readPendingCheckout();
  const pendingPlan = pending && plans.find((plan) => plan.id === pending.plan_id);
  if (pending && pendingPlan) return { plan: pendingPlan, resume: pending, voucher: null };
  const sent = plans.find((plan) => plan.id === planParam);
  return sent ? { plan: sent, resume: null, voucher: voucherParam?.trim() || null } : null;
}

/**
 * `/adira-ja`: the plans of `GET /v1/plan` to choose from (`?plan=` preselects one, as the subscription
 * popup sends it, and opens its payment for a signed-in viewer, with the product voucher of `?voucher=`
 * when the voucher form sent one), and the payment popup. A visitor is asked
 * to sign in first. A checkout this tab had started resumes after a reload; the card gateway's return
 * (`?thinkpay=success`) shows the success popup.
 */
export function PlansPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('CHECKOUT_PLANS_TITLE'));
  const [params, setParams] = useSearchParams();
  const signedIn = useSession((state) => state.token !== null);
  // A new registration paying before it is activated (section 4), with the session sign-up gave it.
  const temp = useMemo(() => (signedIn ? null : keptTempSession()), [signedIn]);
  const mayPay = signedIn || temp !== null;
  const country = useSession((state) => state.account?.country ?? null);
  const settings = useSettings();
  // A viewer who came through a partner sees its plans (and can pay for one: `?plan=` names it).
  const { data, error, isLoading } = usePlans(useAffiliateMarker());
  const plans: readonly Plan[] = useMemo(() => data?.plans ?? [], [data]);
  const [chosen, setChosen] = useState<string | null>(params.get('plan'));
  const selected = plans.find((plan) => plan.id === chosen)?.id ?? plans[0]?.id ?? null;
  // What the viewer did with the payment popup: nothing yet (null), closed it, or chose a plan to pay.
  const [choice, setChoice] = useState<Paying | 'closed' | null>(null);
  const returned = params.get(THINKPAY_RETURN) === 'success';
  const planParam = params.get('plan');
  const voucherParam = params.get(VOUCHER_PARAM);
  // Until the viewer acts, the popup opens by itself for a checkout this tab had started (a reload in the
  // middle of paying) or for the plan the subscription popup sent.
  const opening = useMemo(
    () => (mayPay ? openingPayment(plans, planParam, voucherParam) : null),
    [mayPay, plans, planParam, voucherParam],
  );
  const paying = choice === 'closed' ? null : (choice ?? opening);

  // Back from the card gateway's own page: the account is premium now.
  useEffect(() => {
    if (returned && signedIn) void loadAccount().catch(() => undefined);
  }, [returned, signedIn]);

  function choose(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const plan = plans.find((candidate) => candidate.id === selected);
    if (!plan) return;
    // The voucher sent with a plan is for that plan only.
    const voucher = plan.id === planParam ? voucherParam?.trim() || null : null;
    trackSubscribeStart(plan, data?.affiliate ?? null);
    if (!mayPay) {
      const back = new URLSearchParams({ plan: plan.id, ...(voucher ? { [VOUCHER_PARAM]: voucher } : {}) });
      bus.emit('overlay:open', { name: 'login', redirectTo: `/adira-ja?${back.toString()}` });
      return;
    }
    setChoice({ plan, resume: null, voucher });
  }

  const close = (): void => {
    setChoice('closed');
    if (params.has('plan')) setParams({}, { replace: true });
  };
  const done = (): void => {
    // Paid with a registration's session: what is left is activating the account, from the e-mail.
    if (temp) clearTempSession(localStorage);
    setChoice('closed');
    navigateToUrl('/');
  };

  return (
    <section className={styles.page} aria-labelledby="plans-title">
      <h1 id="plans-title">{t('CHECKOUT_PLANS_TITLE')}</h1>
      <p className={styles.subtitle}>{t('CHECKOUT_PLANS_SUBTITLE')}</p>
      {isLoading && <Spinner />}
      {error !== undefined && <p role="alert">{t('CHECKOUT_PLANS_ERROR')}</p>}
      {data?.refused && <p role="status">{t('AFFILIATE_ENDED')}</p>}
      {data && plans.length === 0 && <p>{t('CHECKOUT_PLANS_EMPTY')}</p>}
      {plans.length > 0 && (
        <form className={styles.choice} onSubmit={choose}>
          <PlanChoice plans={plans} selected={selected} onSelect={setChosen} withDescription />
          <button type="submit" className="palco-button">
            {t('SUBSCRIPTION_POPUP_CONFIRM')}
          </button>
        </form>
      )}
      {/* The voucher form's page: a code bought or received elsewhere pays for a plan, or some of it. */}
      <p className={styles.voucher}>
        <AppLink href={PROMO_PATH}>{t('CHECKOUT_PLANS_VOUCHER_LINK')}</AppLink>
      </p>
      {paying && (
        <Suspense fallback={<Spinner />}>
          <PaymentPopup
            plan={paying.plan}
            methods={methodsFor(paying.plan, country, settings)}
            resume={paying.resume}
            voucher={paying.voucher}
            tempSession={temp}
            onClose={close}
            onDone={done}
          />
        </Suspense>
      )}
      {returned && !paying && (
        <Modal title={t('PAYMENT_SUCCESS_TITLE')} onClose={done}>
          <p role="status">{t('PAYMENT_SUCCESS_RETURN')}</p>
          <button type="button" className="palco-button" onClick={done}>
            {t('PAYMENT_SUCCESS_OK')}
          </button>
        </Modal>
      )}
    </section>
  );
}
