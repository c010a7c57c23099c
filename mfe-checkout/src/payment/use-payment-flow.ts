import { useCallback, useEffect, useRef, useState } from 'react';
import {
  endpoints,
  PAYMENT_REFRESH_DELAY_MS,
  PAYMENT_STATUS_POLL_MS,
  paymentErrorCodes,
  paymentFlowOf,
  paymentTypeOf,
  type PaymentMethod,
  type PaymentStatus,
  type Plan,
} from '@palco/contracts';
import { ApiError, callEndpoint, errorMessageFor, http, loadAccount, useTranslation } from '@palco/shared';
import { reportCheckoutError } from '../errors/error-reporting';
import { clearPendingCheckout, savePendingCheckout, type PendingCheckout } from './checkout-store';

/** The account a direct debit takes the money from, as the viewer typed it. */
export interface DebitAccount {
  iban: string;
  holder: string;
}

export type PaymentStep =
  | { step: 'choose' }
  /** Direct debit asks for the account first; `error` is the API's refusal of the one given. */
  | { step: 'debit'; error: string | null; typed: DebitAccount | null }
  | { step: 'starting'; method: PaymentMethod; debit: DebitAccount | null }
  | { step: 'provider'; checkout: PendingCheckout }
  /** A Multibanco reference to pay outside the site; its status is asked as for a provider's page. */
  | { step: 'reference'; checkout: PendingCheckout }
  /** Section 2's bank-transfer success: the details to transfer to; the plan starts when the money arrives. */
  | { step: 'transfer'; checkout: PendingCheckout }
  | { step: 'confirming' }
  | { step: 'success'; status: PaymentStatus }
  | { step: 'error'; message: string };

/** The step a checkout opened (or kept through a reload) is shown in. */
function stepOf(checkout: PendingCheckout): PaymentStep {
  const flow = paymentFlowOf(checkout.payment_method);
  return flow === 'reference'
    ? { step: 'reference', checkout }
    : flow === 'transfer'
      ? { step: 'transfer', checkout }
      : { step: 'provider', checkout };
}

export interface PaymentFlow {
  state: PaymentStep;
  /**
   * Opens a checkout for the plan with the method, at the provider. Direct debit without its account goes
   * to the step that asks for it.
   */
  pay: (method: PaymentMethod, debit?: DebitAccount) => void;
  /** Asks for the status now (the provider's page changed), besides the 10 s rhythm. */
  checkNow: () => void;
  /** After an error: back to the choice of method, nothing kept. */
  reset: () => void;
  /** Ends the flow with the error's message (the card gateway's form could not be shown). */
  fail: (error: unknown) => void;
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
  /** Once the provider took the money (for the purchase's analytics). */
  onPaid?: (method: PaymentMethod) => void,
  /** A registration's session, paying before activation: the calls go with it, and no account is reloaded. */
  tempToken: string | null = null,
): PaymentFlow {
  const { t } = useTranslation();
  const [state, setState] = useState<PaymentStep>(() => (resume ? stepOf(resume) : { step: 'choose' }));
  // The method being paid with, for the words of its refusal (PayPal's own cancel) and the analytics.
  const method = useRef<PaymentMethod | null>(resume?.payment_method ?? null);
  const alive = useRef(true);
  const asking = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback(
    (error: unknown, debit: DebitAccount | null = null) => {
      clearPendingCheckout();
      const code = error instanceof ApiError ? String(error.errorCode) : 'network';
      reportCheckoutError(`payment: ${method.current ?? 'unknown method'} failed (${code})`, error);
      if (error instanceof ApiError && error.errorCode === paymentErrorCodes.invalidIban && debit) {
        // The form again, with what was typed and why it was refused.
        if (alive.current) setState({ step: 'debit', error: t('PAYMENT_IBAN_INVALID'), typed: debit });
        return;
      }
      let message: string;
      if (error instanceof ApiError && error.errorCode === paymentErrorCodes.paymentFailed) {
        message = t('PAYMENT_FAILED');
      } else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.paymentExpired) {
        message = t('PAYMENT_REFERENCE_EXPIRED');
      } else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.paymentCancelled) {
        // Section 8: PayPal's own message when its order was cancelled there.
        message = t(method.current === 'paypal' ? 'PAYMENT_PAYPAL_CANCELLED' : 'PAYMENT_CANCELLED');
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
    (chosen: PaymentMethod, debit?: DebitAccount) => {
      method.current = chosen;
      if (chosen === 'dd' && !debit) {
        setState({ step: 'debit', error: null, typed: null });
        return;
      }
      const account = chosen === 'dd' && debit ? debit : null;
      setState({ step: 'starting', method: chosen, debit: account });
      callEndpoint(http, endpoints.subscriptionToken, {
        ...(tempToken ? { token: tempToken } : {}),
        body: {
          payment_type: paymentTypeOf[chosen],
          payment_method: chosen,
          plan_id: plan.id,
          ...(voucher ? { voucher } : {}),
          ...(update ? { update: true } : {}),
          ...(account ? { params: account } : {}),
        },
      })
        .then((checkout) => {
          const pending: PendingCheckout = { ...checkout, plan_id: plan.id };
          // A transfer is settled by the bank days later: nothing to resume asking about in this tab.
          if (paymentFlowOf(chosen) === 'transfer') clearPendingCheckout();
          else savePendingCheckout(pending);
          if (alive.current) setState(stepOf(pending));
        })
        .catch((error: unknown) => fail(error, account));
    },
    [plan.id, voucher, update, fail, tempToken],
  );

  const checkout = state.step === 'provider' || state.step === 'reference' ? state.checkout : null;

  const check = useCallback(async () => {
    if (!checkout || asking.current) return;
    asking.current = true;
    try {
      const status = await callEndpoint(http, endpoints.paymentStatus, {
        ...(tempToken ? { token: tempToken } : {}),
        body: { payment_type: checkout.payment_type, params: { checkoutId: checkout.id } },
      });
      clearPendingCheckout();
      if (!alive.current) return;
      setState({ step: 'confirming' });
      // Section 4: a moment of loading, then the products and the account again, then success.
      await new Promise((resolve) => window.setTimeout(resolve, PAYMENT_REFRESH_DELAY_MS));
      // Paid before activation, there is no signed-in account to reload yet.
      if (!tempToken) {
        await loadAccount().catch((error: unknown) => console.warn('The account could not reload', error));
      }
      onPaid?.(checkout.payment_method);
      if (alive.current) setState({ step: 'success', status });
    } catch (error) {
      const waiting = error instanceof ApiError && error.errorCode === paymentErrorCodes.invalidPayment;
      if (!waiting && !isTransient(error)) fail(error);
    } finally {
      asking.current = false;
    }
  }, [checkout, fail, onPaid, tempToken]);

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

  return { state, pay, checkNow: () => void check(), reset, fail: (error: unknown) => fail(error) };
}
