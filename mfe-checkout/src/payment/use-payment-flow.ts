import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endpoints,
  PAYMENT_REFRESH_DELAY_MS,
  PAYMENT_STATUS_POLL_MS,
  paymentErrorCodes,
  paymentTypeOf,
  type PaymentMethod,
  type PaymentStatus,
  type Plan,
} from '@palco/contracts';
import { ApiError, callEndpoint, errorMessageFor, http, loadAccount } from '@palco/shared';
import { clearPendingCheckout, savePendingCheckout, type PendingCheckout } from './checkout-store';

export type PaymentStep =
  | { step: 'choose' }
  | { step: 'starting'; method: PaymentMethod }
  | { step: 'provider'; checkout: PendingCheckout }
  | { step: 'confirming' }
  | { step: 'success'; status: PaymentStatus }
  | { step: 'error'; message: string };

export interface PaymentFlow {
  state: PaymentStep;
  /** Opens a checkout for the plan with the method, at the provider. */
  pay: (method: PaymentMethod) => void;
  /** Asks for the status now (the provider's page changed), besides the 10 s rhythm. */
  checkNow: () => void;
  /** After an error: back to the choice of method, nothing kept. */
  reset: () => void;
}

/** A status call that failed on the way (the network, a 5xx) says nothing of the payment: ask again. */
const isTransient = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.errorStatus === 0 || error.errorStatus >= 500;

/**
 * The payment flow of section 4 for one plan: the viewer's method opens a checkout at the provider, whose
 * page the popup frames; its status is asked every 10 s (and whenever the provider's page changes) while it
 * answers `invalid_payment`; success shows after the 2 s refresh delay, with the account reloaded (now
 * premium); a refusal, a cancel or any other error ends the flow with its message. The checkout is kept
 * for the tab, so a reload in the middle resumes asking (`resume`). A product `voucher` goes with the
 * checkout, which then charges its discounted price. `update` pays over the plan in force: a change of plan
 * (it starts when that plan ends) or the same plan with a new method.
 */
export function usePaymentFlow(
  plan: Plan,
  resume: PendingCheckout | null = null,
  voucher: string | null = null,
  update = false,
): PaymentFlow {
  const { t } = useTranslation();
  const [state, setState] = useState<PaymentStep>(() =>
    resume ? { step: 'provider', checkout: resume } : { step: 'choose' },
  );
  const alive = useRef(true);
  const asking = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      clearPendingCheckout();
      let message: string;
      if (error instanceof ApiError && error.errorCode === paymentErrorCodes.paymentFailed) {
        message = t('PAYMENT_FAILED');
      } else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.paymentCancelled) {
        message = t('PAYMENT_CANCELLED');
      } else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.monetizationDisabled) {
        message = t('APP_MONETIZATION_DISABLED');
      } else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.invalidVoucher) {
        // Section 8: the server's message, in the viewer's language once the shell merged its dictionary.
        message = t('SERVER_ERROR_INVALID_VOUCHER', {
          defaultValue: error.errorMessage || t('PAYMENT_FAILED'),
        });
      } else if (
        error instanceof ApiError &&
        error.errorCode === paymentErrorCodes.subscriptionActive &&
        voucher
      ) {
        message = t('PAYMENT_VOUCHER_SUBSCRIPTION_ACTIVE');
      } else if (
        error instanceof ApiError &&
        error.errorCode === paymentErrorCodes.paymentMethodUpdateDisabled
      ) {
        // The profile area's pages, which pay with `update`, bring these words (manage-i18n.ts).
        message = t('MANAGE_UPDATE_DISABLED', { defaultValue: error.errorMessage });
      } else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.planChangePending) {
        message = t('MANAGE_CHANGE_PENDING', { defaultValue: error.errorMessage });
      } else if (error instanceof ApiError) {
        message = errorMessageFor(t, error);
      } else {
        message = t('PAYMENT_FAILED');
      }
      if (alive.current) setState({ step: 'error', message });
    },
    [t, voucher],
  );

  const pay = useCallback(
    (method: PaymentMethod) => {
      setState({ step: 'starting', method });
      callEndpoint(http, endpoints.subscriptionToken, {
        body: {
          payment_type: paymentTypeOf[method],
          payment_method: method,
          plan_id: plan.id,
          ...(voucher ? { voucher } : {}),
          ...(update ? { update: true } : {}),
        },
      })
        .then((checkout) => {
          const pending: PendingCheckout = { ...checkout, plan_id: plan.id };
          savePendingCheckout(pending);
          if (alive.current) setState({ step: 'provider', checkout: pending });
        })
        .catch(fail);
    },
    [plan.id, voucher, update, fail],
  );

  const checkout = state.step === 'provider' ? state.checkout : null;

  const check = useCallback(async () => {
    if (!checkout || asking.current) return;
    asking.current = true;
    try {
      const status = await callEndpoint(http, endpoints.paymentStatus, {
        body: { payment_type: checkout.payment_type, params: { checkoutId: checkout.id } },
      });
      clearPendingCheckout();
      if (!alive.current) return;
      setState({ step: 'confirming' });
      // Section 4: a moment of loading, then the products and the account again, then success.
      await new Promise((resolve) => window.setTimeout(resolve, PAYMENT_REFRESH_DELAY_MS));
      await loadAccount().catch((error: unknown) => console.warn('The account could not reload', error));
      if (alive.current) setState({ step: 'success', status });
    } catch (error) {
      const waiting = error instanceof ApiError && error.errorCode === paymentErrorCodes.invalidPayment;
      if (!waiting && !isTransient(error)) fail(error);
    } finally {
      asking.current = false;
    }
  }, [checkout, fail]);

  useEffect(() => {
    if (!checkout) return undefined;
    // A resumed checkout may have been paid while the page reloaded: ask at once, then every 10 s.
    const first = resume?.id === checkout.id ? window.setTimeout(() => void check(), 0) : undefined;
    const timer = window.setInterval(() => void check(), PAYMENT_STATUS_POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [checkout, check, resume]);

  const reset = useCallback(() => {
    clearPendingCheckout();
    setState({ step: 'choose' });
  }, []);

  return { state, pay, checkNow: () => void check(), reset };
}
