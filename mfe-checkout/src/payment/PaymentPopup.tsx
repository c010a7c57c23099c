import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import {
  endpoints,
  paymentErrorCodes,
  type PaymentMethod,
  type PaymentStatus,
  type Plan,
  type TempSession,
} from '@palco/contracts';
import {
  addTranslations,
  callEndpoint,
  DEFAULT_IFRAME_HEIGHT_PX,
  formatPrice,
  getAffiliate,
  http,
  Modal,
  normaliseError,
  Spinner,
  useSettings,
  useTranslation,
} from '@palco/shared';
import type { PendingCheckout } from './checkout-store';
import { trackPurchase } from '../affiliate/plan-analytics';
import { DebitForm } from './DebitForm';
import { autoMethod } from './payment-methods';
import { ReferenceView, TransferView } from './PaymentInstructions';
import { StripeCardForm } from './StripeCardForm';
import { usePaymentFlow } from './use-payment-flow';
import { paymentDictionaries } from './payment-i18n';
import { MethodChoice } from '../ui/MethodChoice';
import * as styles from './PaymentPopup.module.css';

addTranslations(paymentDictionaries);

/** The largest of the spec's modals (400-600 px): the provider's page is framed inside it. */
export const PAYMENT_POPUP_WIDTH_PX = 600;

export interface PaymentPopupProps {
  plan: Plan;
  /** The methods this viewer may use for the plan (`methodsFor`). */
  methods: readonly PaymentMethod[];
  /** A checkout this tab had started before a reload: its status is asked again at once. */
  resume?: PendingCheckout | null;
  /** A product voucher for the plan: the token call sends it, and its price is shown. */
  voucher?: string | null;
  /**
   * Pays over the plan in force (the token call's `update`): a change of plan, which starts when that plan
   * ends, or the same plan with a new method.
   */
  update?: boolean;
  /** What the success step says, in place of "you are Premium until…" (e.g. when a change of plan starts). */
  describeSuccess?: (status: PaymentStatus) => string;
  /**
   * A new registration paying before activation (section 4): the calls go with its session, and success
   * tells it to activate the account from the e-mail.
   */
  tempSession?: TempSession | null;
  onClose: () => void;
  /** After the success popup's OK. */
  onDone: () => void;
}

/**
 * The payment popup (spec sections 2 and 4): the method, then the provider's page framed from the
 * provider's own origin while the status is asked, then success (the account is premium by then) or the
 * error with OK to start again. A plan with one method goes straight to the provider.
 */
export function PaymentPopup({
  plan,
  methods,
  resume = null,
  voucher = null,
  update = false,
  describeSuccess,
  tempSession = null,
  onClose,
  onDone,
}: PaymentPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const id = useId();
  const flow = usePaymentFlow(
    plan,
    resume,
    voucher,
    update,
    (method) => trackPurchase(plan, getAffiliate(), method),
    tempSession?.token ?? null,
  );
  // The voucher's price for the summary (the provider charges what the token call priced).
  const discount = useSWR(voucher ? ['voucher', voucher] : null, ([, code]) =>
    callEndpoint(http, endpoints.getVoucher, { params: { code } }),
  );
  const voucherError = discount.error ? normaliseError(discount.error) : null;
  const { state } = flow;
  const [method, setMethod] = useState<PaymentMethod | null>(() => autoMethod(methods) ?? methods[0] ?? null);

  // Section 4: a product with a single method selects it; the flow starts without a choice to make.
  const started = useRef(resume !== null);
  useEffect(() => {
    const only = autoMethod(methods);
    if (!started.current && only) flow.pay(only);
    started.current = true;
    // Once, when the popup opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The first load of the frame is the provider's page itself; each later one is the viewer acting there.
  const frameLoads = useRef(0);
  const onFrameLoad = (): void => {
    frameLoads.current += 1;
    if (frameLoads.current > 1) flow.checkNow();
  };

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (method) flow.pay(method);
  }

  const busy = state.step === 'starting' || state.step === 'confirming';
  let body: ReactNode;
  switch (state.step) {
    case 'choose':
      body = (
        <form id={`${id}-methods`} onSubmit={submit}>
          <p className={styles.summary}>
            {t('PAYMENT_PLAN_SUMMARY', {
              plan: plan.name,
              price: formatPrice(plan.price, plan.currency, i18n.language),
              period: t(`PERIOD_${plan.period_type}`),
            })}
          </p>
          {discount.data && (
            <p className={styles.summary}>
              {t('PAYMENT_VOUCHER_SUMMARY', {
                code: discount.data.code,
                price: formatPrice(discount.data.price, discount.data.currency, i18n.language),
              })}
            </p>
          )}
          {voucherError && (
            <p role="alert" className={styles.error}>
              {voucherError.errorCode === paymentErrorCodes.invalidVoucher
                ? t('SERVER_ERROR_INVALID_VOUCHER', { defaultValue: voucherError.errorMessage })
                : t('PAYMENT_VOUCHER_UNCHECKED')}
            </p>
          )}
          {methods.length === 0 ? (
            <p role="alert">{t('PAYMENT_NO_METHOD')}</p>
          ) : (
            <MethodChoice
              legend={t('PAYMENT_CHOOSE_METHOD')}
              methods={methods}
              value={method}
              onChange={setMethod}
              label={(option) => t(`PAYMENT_METHOD_${option.toUpperCase()}`)}
            />
          )}
          <div className={styles.actions}>
            <button type="submit" className="palco-button" disabled={!method}>
              {t('PAYMENT_CONTINUE')}
            </button>
          </div>
        </form>
      );
      break;
    case 'debit':
      body = (
        <DebitForm
          typed={state.typed}
          error={state.error}
          onSubmit={(account) => flow.pay('dd', account)}
          onBack={methods.length > 1 ? flow.reset : undefined}
        />
      );
      break;
    case 'reference':
      body = state.checkout.multibanco ? (
        <ReferenceView
          checkout={{ ...state.checkout, multibanco: state.checkout.multibanco }}
          plan={plan}
          onCheckNow={flow.checkNow}
          onClose={onClose}
        />
      ) : null;
      break;
    case 'transfer':
      body = state.checkout.transfer ? (
        <TransferView
          checkout={{ ...state.checkout, transfer: state.checkout.transfer }}
          plan={plan}
          onClose={onClose}
        />
      ) : null;
      break;
    case 'starting':
    case 'confirming':
      body = (
        <div className={styles.waiting}>
          <Spinner />
          <p role="status">{t(state.step === 'starting' ? 'GENERIC_AWAIT' : 'PAYMENT_CONFIRMING')}</p>
        </div>
      );
      break;
    case 'provider':
      body = (
        <>
          <p role="status" className={styles.summary}>
            {t('PAYMENT_AT_PROVIDER')}
          </p>
          {state.checkout.client_secret ? (
            <StripeCardForm
              publishableKey={settings.stripe_publishable_key ?? ''}
              clientSecret={state.checkout.client_secret}
              onComplete={flow.checkNow}
              onError={flow.fail}
            />
          ) : (
            <iframe
              className={styles.frame}
              title={t('PAYMENT_PROVIDER_FRAME')}
              src={state.checkout.url}
              height={DEFAULT_IFRAME_HEIGHT_PX}
              onLoad={onFrameLoad}
            />
          )}
        </>
      );
      break;
    case 'success':
      body = (
        <>
          <p role="status">
            {tempSession
              ? t('PAYMENT_SUCCESS_ACTIVATE', {
                  plan: state.status.product.name,
                  email: tempSession.account.email,
                })
              : (describeSuccess?.(state.status) ??
                t('PAYMENT_SUCCESS_DESC', {
                  plan: state.status.product.name,
                  date: new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
                    dateStyle: 'long',
                  }).format(new Date(`${state.status.user_plan.end_date}T12:00:00Z`)),
                }))}
          </p>
          <div className={styles.actions}>
            <button type="button" className="palco-button" onClick={onDone}>
              {t('PAYMENT_SUCCESS_OK')}
            </button>
          </div>
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
          <div className={styles.actions}>
            <button type="button" className="palco-button" onClick={flow.reset}>
              {t('PAYMENT_ERROR_OK')}
            </button>
          </div>
        </>
      );
      break;
  }

  return (
    <Modal
      title={t(
        state.step === 'success'
          ? 'PAYMENT_SUCCESS_TITLE'
          : state.step === 'transfer'
            ? 'PAYMENT_TRANSFER_TITLE'
            : 'PAYMENT_POPUP_TITLE',
      )}
      onClose={state.step === 'success' ? onDone : onClose}
      dismissable={!busy}
      width={PAYMENT_POPUP_WIDTH_PX}
    >
      {body}
    </Modal>
  );
}
