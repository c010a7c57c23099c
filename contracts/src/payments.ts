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
  /** A `product` voucher for this plan (`VoucherSchema`): the checkout's amount is its discounted price. */
  voucher: z.optional(z.string().check(z.maxLength(64))),
});
export type SubscriptionTokenRequest = z.infer<typeof SubscriptionTokenRequestSchema>;

/** The checkout the provider opened: its id, polled for status, and its page, framed by the site. */
export const CheckoutSchema = z.object({
  id: z.string(),
  url: z.string(),
  payment_type: PaymentTypeSchema,
  payment_method: PaymentMethodSchema,
  /** What the provider charges: the plan's price, or a product voucher's discounted price. */
  amount: z.optional(z.number()),
  currency: z.optional(CurrencySchema),
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
  /** `voucher`: granted by a prepaid or promotion voucher (`POST /v1/subscription`), nothing paid. */
  payment_type: z.enum(['thinkpay', 'paypal', 'dd', 'voucher', 'unknown']),
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

/**
 * A voucher code as the viewer types it (spec section 5: trimmed), at most this long; the API compares
 * codes ignoring case.
 */
export const VOUCHER_CODE_MAX_LENGTH = 64;

/**
 * Section 3's voucher types: `prepaid` (days of a plan, paid for beforehand), `promotion` (days of a plan
 * offered, e.g. the first month free) — both granted at once by `POST /v1/subscription` — and `product`
 * (a discount on a plan, paid through the payment flow with the voucher sent to the token call).
 */
export const VoucherTypeSchema = z.enum(['prepaid', 'product', 'promotion']);
export type VoucherType = z.infer<typeof VoucherTypeSchema>;

/** What a voucher takes off: an amount of money, a percentage of the price, or the plan's days for free. */
export const VoucherDiscountKindSchema = z.enum(['value', 'percentage', 'days']);
export type VoucherDiscountKind = z.infer<typeof VoucherDiscountKindSchema>;

/**
 * `GET /v1/voucher/{code}`: what a code unlocks, shown before it is redeemed (open to visitors). `days`:
 * the days of service a prepaid or promotion voucher grants (null for a product voucher). `discount`: its
 * kind and amount (`days` with the days, `value` in the plan's currency, `percentage` from 0 to 100).
 * `price` is what the viewer pays with it (0 for days) and `full_price` the plan's price without it.
 */
export const VoucherSchema = z.object({
  code: z.string(),
  type: VoucherTypeSchema,
  plan: z.object({ id: z.string(), name: z.string(), period_type: PeriodTypeSchema }),
  days: z.nullable(z.int()),
  discount: z.object({ kind: VoucherDiscountKindSchema, amount: z.number() }),
  price: z.number(),
  full_price: z.number(),
  currency: CurrencySchema,
  voucher_information: z.string(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

/**
 * `POST /v1/subscription` (section 7's body): redeems a prepaid or promotion voucher for its plan, at once.
 * `is_voucher` must be true (a plan is otherwise paid through the token call); `update`, `params` and
 * `payment_type` are read for the spec's shape and change nothing for a voucher.
 */
export const SubscribeRequestSchema = z.object({
  plan_id: z.string().check(z.minLength(1), z.maxLength(128)),
  is_voucher: z.boolean(),
  voucher: z.string().check(z.minLength(1), z.maxLength(VOUCHER_CODE_MAX_LENGTH)),
  update: z.optional(z.boolean()),
  params: z.optional(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(256)))),
  payment_type: z.optional(PaymentTypeSchema),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/** What `POST /v1/subscription` answers: the plan the voucher granted. */
export const SubscribeResponseSchema = z.object({ user_plan: UserPlanSchema });
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

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
  /**
   * 409: the account already has an active plan and did not ask for a change; for a voucher, any plan in
   * force (or a premium account) refuses it (section 8: "Voucher on an active subscription: refused").
   */
  subscriptionActive: 'subscription_active',
  /**
   * 400: the voucher code is unknown, not yet or no longer valid, used up, already redeemed by this
   * account, or not for this plan or call; the server's message is shown under the voucher form.
   */
  invalidVoucher: 'invalid_voucher',
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
