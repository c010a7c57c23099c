// The money path of spec sections 3, 4 and 7: how a plan is paid for, what the API answers while the
// provider works, and the viewer's plan afterwards. Shared by the checkout remote and the reference API.
import * as z from 'zod/mini';
import { api } from './apps.cjs';
import { CurrencySchema, PaymentMethodSchema, PeriodTypeSchema, type PaymentMethod } from './entities';

/**
 * Who takes the money (section 3 `payment_type`): the card and mobile-payment gateway (`thinkpay`: card and
 * MB Way), PayPal, and direct debit (`dd`).
 */
export const PaymentTypeSchema = z.enum(['thinkpay', 'paypal', 'dd']);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/** The gateway each method goes through. */
export const paymentTypeOf: Readonly<Record<PaymentMethod, PaymentType>> = {
  cc: 'thinkpay',
  mbway: 'thinkpay',
  paypal: 'paypal',
  dd: 'dd',
};

/** The method a plan that offers only one gets without asking (section 4: card, MB Way, PayPal, direct debit). */
export const PAYMENT_METHOD_PREFERENCE: readonly PaymentMethod[] = ['cc', 'mbway', 'paypal', 'dd'];

/** MB Way is a Portuguese service: offered only to viewers in PT (section 9). */
export const MBWAY_COUNTRY = 'PT';

/** Section 9: the payment status is asked every 10 s; success shows after a 2 s refresh delay. */
export const PAYMENT_STATUS_POLL_MS = 10_000;
export const PAYMENT_REFRESH_DELAY_MS = 2_000;

/** `POST /v1/subscription/token`: start paying for a plan with a method. */
export const SubscriptionTokenRequestSchema = z.object({
  payment_type: PaymentTypeSchema,
  payment_method: PaymentMethodSchema,
  plan_id: z.string().check(z.minLength(1), z.maxLength(128)),
  /** A plan change over an active plan (section 4: it starts when the current one ends). */
  update: z.optional(z.boolean()),
  voucher: z.optional(z.string().check(z.maxLength(64))),
});
export type SubscriptionTokenRequest = z.infer<typeof SubscriptionTokenRequestSchema>;

/** The checkout the provider opened: its id, polled for status, and its page, framed by the site. */
export const CheckoutSchema = z.object({
  id: z.string(),
  url: z.string(),
  payment_type: PaymentTypeSchema,
  payment_method: PaymentMethodSchema,
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** `POST /v1/payment/status`. */
export const PaymentStatusRequestSchema = z.object({
  payment_type: PaymentTypeSchema,
  params: z.object({ checkoutId: z.string().check(z.minLength(1), z.maxLength(128)) }),
});
export type PaymentStatusRequest = z.infer<typeof PaymentStatusRequestSchema>;

/** What was bought, as the status call answers once the provider has taken the money (section 7). */
export const PurchasedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: CurrencySchema,
  period_type: PeriodTypeSchema,
});
export type PurchasedProduct = z.infer<typeof PurchasedProductSchema>;

export const UserPlanStatusSchema = z.enum(['ACTIVE', 'CANCELLED']);

/** The viewer's plan (section 3 `user_plan`); `end_date` is the last day of service, YYYY-MM-DD, Lisbon. */
export const UserPlanSchema = z.object({
  plan_id: z.string(),
  description: z.string(),
  status: UserPlanStatusSchema,
  end_date: z.string(),
  payment_type: z.enum(['thinkpay', 'paypal', 'dd', 'unknown']),
  payment_method: z.nullable(PaymentMethodSchema),
});
export type UserPlan = z.infer<typeof UserPlanSchema>;

export const PaymentStatusSchema = z.object({
  product: PurchasedProductSchema,
  user_plan: UserPlanSchema,
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** `GET` and `DELETE /v1/subscription`: the viewer's plan, or none. */
export const SubscriptionSchema = z.object({ user_plan: z.nullable(UserPlanSchema) });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Named `code`s of the payment calls' errors (section 8). */
export const paymentErrorCodes = {
  /** 402 while the provider has not taken the money yet: the page keeps polling. */
  invalidPayment: 'invalid_payment',
  /** 402: the provider refused the payment ('O pagamento não foi processo com sucesso.'). */
  paymentFailed: 'payment_failed',
  /** 402: the viewer cancelled at the provider (PayPal's order cancelled). */
  paymentCancelled: 'payment_cancelled',
  /** 403: monetization is off (APP_MONETIZATION_DISABLED). */
  monetizationDisabled: 'monetization_disabled',
  /** 400: the plan does not offer the method, or MB Way outside Portugal. */
  paymentMethodNotAllowed: 'payment_method_not_allowed',
  /** 409: the account already has an active plan and did not ask for a change. */
  subscriptionActive: 'subscription_active',
  planNotFound: 'plan_not_found',
  checkoutNotFound: 'checkout_not_found',
  /** 404: cancelling, with no plan in force to cancel. */
  subscriptionNotFound: 'subscription_not_found',
} as const;

/**
 * Outcomes a sandbox provider's page offers, so people and tests choose what the provider does: take the
 * money, refuse it, let the viewer cancel, or take it only after two more status calls.
 */
export const sandboxPaymentOutcomes = ['success', 'failure', 'cancel', 'slow'] as const;
export type SandboxPaymentOutcome = (typeof sandboxPaymentOutcomes)[number];
/** Status calls a `slow` sandbox payment stays pending for after the viewer chose it. */
export const SANDBOX_SLOW_POLLS = 2;

/**
 * Where the sandbox payment provider serves its checkout pages (`/sandbox/pay/{id}`), which the site frames:
 * `PAYMENT_SANDBOX_ORIGIN`, else the reference API's own origin on `PUBLIC_HOST` (default localhost), one
 * of the origins the shell's page may frame (`frameOriginsOf`).
 */
export const paymentSandboxOriginOf = (env: Readonly<Record<string, string | undefined>>): string =>
  (env.PAYMENT_SANDBOX_ORIGIN?.trim() || `http://${env.PUBLIC_HOST || 'localhost'}:${api.port}`).replace(
    /\/+$/,
    '',
  );
