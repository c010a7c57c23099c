// The money path of spec sections 3, 4 and 7: how a plan is paid for, what the API answers while the
// provider works, and the viewer's plan afterwards. Shared by the checkout remote and the reference API.
import * as z from './zod';
import { api } from './apps.cjs';
import { isValidIban, normaliseIban } from './iban';
import {
  CurrencySchema,
  isPaymentMethod,
  PaymentMethodSchema,
  PeriodTypeSchema,
  PlanSchema,
  type PaymentMethod,
} from './entities';

/**
 * Who takes the money (section 3 `payment_type`): the card and mobile-payment gateway (`thinkpay`: card,
 * MB Way and Multibanco references), PayPal, and the bank (`dd`: direct debit and bank transfer, section 3's
 * provider code TB).
 */
export const PaymentTypeSchema = z.enum(['thinkpay', 'paypal', 'dd']);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/** The gateway each method goes through. */
export const paymentTypeOf: Readonly<Record<PaymentMethod, PaymentType>> = {
  cc: 'thinkpay',
  mbway: 'thinkpay',
  paypal: 'paypal',
  dd: 'dd',
  multibanco: 'thinkpay',
  transfer: 'dd',
};

/** The order methods are offered in: section 4's preference (card, MB Way, PayPal, direct debit), then the rest. */
export const PAYMENT_METHOD_PREFERENCE: readonly PaymentMethod[] = [
  'cc',
  'mbway',
  'paypal',
  'dd',
  'multibanco',
  'transfer',
];

/**
 * The methods a plan with only one takes without asking (section 4). A Multibanco reference or a bank
 * transfer is still offered for the viewer to choose: it is paid later, outside the site.
 */
export const AUTO_SELECTED_METHODS: readonly PaymentMethod[] = ['cc', 'mbway', 'paypal', 'dd'];

/**
 * How the payment popup takes a method: `provider` frames the provider's page and asks for the status
 * (card, MB Way, PayPal, direct debit after the account's IBAN); `reference` shows a Multibanco reference
 * and keeps asking until it is paid; `transfer` shows the bank details to transfer to, and the plan starts
 * when the money arrives.
 */
export const paymentFlowOf = (method: PaymentMethod): 'provider' | 'reference' | 'transfer' =>
  method === 'multibanco' ? 'reference' : method === 'transfer' ? 'transfer' : 'provider';

/** A debited account's holder, as banks take it. */
export const DEBIT_HOLDER_MAX_LENGTH = 70;

/** A Multibanco reference stays payable this long (72 hours); after that its checkout is failed. */
export const MULTIBANCO_REFERENCE_TTL_MS = 72 * 3_600_000;

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
  /**
   * Direct debit's account (required for `dd`, refused with 400 `invalid_iban` unless `isValidIban`): the
   * IBAN to debit and its holder's name. The API keeps only its last four characters with the checkout.
   */
  params: z.optional(
    z.object({
      iban: z.string().check(z.maxLength(64)),
      holder: z.string().check(z.minLength(1), z.maxLength(DEBIT_HOLDER_MAX_LENGTH)),
    }),
  ),
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
  /**
   * A Multibanco reference to pay at an ATM or in home banking: the entity (5 digits), the reference
   * (9 digits) and when it stops being payable (ISO 8601).
   */
  multibanco: z.optional(z.object({ entity: z.string(), reference: z.string(), expires_at: z.string() })),
  /**
   * A bank transfer's details: the account to transfer to, its holder and the reference to write in the
   * transfer's description, by which the payment is matched.
   */
  transfer: z.optional(
    z.object({ iban: z.string(), bic: z.string(), beneficiary: z.string(), reference: z.string() }),
  ),
  /** Direct debit: the debited account, masked (`maskIban`), and its holder. */
  debit: z.optional(z.object({ iban: z.string(), holder: z.string() })),
  /**
   * A card payment through the production card gateway (Stripe): the session's client secret, which the
   * popup mounts the gateway's own form with (setting `stripe_publishable_key`) instead of framing `url`.
   */
  client_secret: z.optional(z.string()),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * A method as an older or newer API may name it in a plan it reports: one this build does not know reads as
 * unknown (null) rather than failing the whole answer.
 */
const ReportedMethodSchema = z.pipe(
  z.nullable(z.string()),
  z.transform((method): PaymentMethod | null => (isPaymentMethod(method) ? method : null)),
);

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

/**
 * A change of plan paid for while another plan is in force (section 4: it starts after the current plan
 * ends): the plan, its first and last day (YYYY-MM-DD, Lisbon; `start_date` is the current plan's
 * `end_date` plus one day) and how it was paid. It becomes the `user_plan` the day it starts.
 */
export const NextPlanSchema = z.object({
  plan_id: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  payment_type: PaymentTypeSchema,
  payment_method: ReportedMethodSchema,
});
export type NextPlan = z.infer<typeof NextPlanSchema>;

/** The viewer's plan (section 3 `user_plan`); `end_date` is the last day of service, YYYY-MM-DD, Lisbon. */
export const UserPlanSchema = z.object({
  plan_id: z.string(),
  description: z.string(),
  status: UserPlanStatusSchema,
  end_date: z.string(),
  /** `voucher`: granted by a prepaid or promotion voucher (`POST /v1/subscription`), nothing paid. */
  payment_type: z.enum(['thinkpay', 'paypal', 'dd', 'voucher', 'unknown']),
  payment_method: ReportedMethodSchema,
  /** A change of plan already paid for, waiting for this plan to end; absent when there is none. */
  next_plan: z.optional(NextPlanSchema),
});
export type UserPlan = z.infer<typeof UserPlanSchema>;

export const PaymentStatusSchema = z.object({
  product: PurchasedProductSchema,
  user_plan: UserPlanSchema,
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/**
 * `GET` and `DELETE /v1/subscription`: the viewer's plan, or none. `plan` is the plan in force as the plans
 * call describes it (price, period, methods; an affiliate's plan included), sent with a plan only.
 */
export const SubscriptionSchema = z.object({
  user_plan: z.nullable(UserPlanSchema),
  plan: z.optional(PlanSchema),
});
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
  /** 402: a Multibanco reference was not paid before it expired (`MULTIBANCO_REFERENCE_TTL_MS`). */
  paymentExpired: 'payment_expired',
  /** 403: monetization is off (APP_MONETIZATION_DISABLED). */
  monetizationDisabled: 'monetization_disabled',
  /** 400: the plan does not offer the method, the method is switched off, or MB Way outside Portugal. */
  paymentMethodNotAllowed: 'payment_method_not_allowed',
  /** 400: direct debit without an IBAN that `isValidIban` takes (section 5: "valid IBAN"). */
  invalidIban: 'invalid_iban',
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
  /**
   * 409: a change of plan is already paid for and waits for the current plan to end; another change, or a
   * new payment method, can be made once it has started.
   */
  planChangePending: 'plan_change_pending',
  /** 403: changing the payment method is switched off (setting `update_payment_method`, section 8). */
  paymentMethodUpdateDisabled: 'payment_method_update_disabled',
  /** 409: billing details are editable only while the account has a plan (section 5). */
  billingRequiresPlan: 'billing_requires_plan',
  /** 404: no invoice of the caller's has this id (another account's included). */
  invoiceNotFound: 'invoice_not_found',
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

// Billing details and invoices (sections 3, 5, 7 and 8): what an invoice is issued to, and the invoice of
// every payment granted.

/**
 * The countries a billing address may be in (ISO 3166-1 alpha-2). Clients name them in the viewer's
 * language (`Intl.DisplayNames`); Portugal, the home country, comes first.
 */
// prettier-ignore
export const BILLING_COUNTRY_CODES: readonly string[] = [
  'PT', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA',
  'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW',
  'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW',
  'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ',
  'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR',
  'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ',
  'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH',
  'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC',
  'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL',
  'PM', 'PN', 'PR', 'PS', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG',
  'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF',
  'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY',
  'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
];

/** Portugal: its postcodes and tax numbers follow their own rules (below). */
export const BILLING_HOME_COUNTRY = 'PT';

/**
 * Section 3's billing details, as `GET`/`PUT /v1/account/billing` carry them. `tax_id_number` (the VAT
 * number) and `phone_number` are optional: empty when not given.
 */
export const BillingDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country: z.string(),
  phone_number: z.string(),
  tax_id_number: z.string(),
  /**
   * The account direct debits are taken from (section 5: a valid IBAN), optional; kept without spaces.
   * An API from before it existed sends none, read as empty.
   */
  iban: z._default(z.string(), ''),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;
export type BillingField = keyof BillingDetails;

/**
 * `GET` and `PUT /v1/account/billing`: the account's billing details (null before any were saved), and
 * whether they may be changed now (section 5: only while the account has a plan).
 */
export const BillingSchema = z.object({
  billing: z.nullable(BillingDetailsSchema),
  editable: z.boolean(),
});
export type Billing = z.infer<typeof BillingSchema>;

/** The longest each billing field may be, in characters. */
export const BILLING_FIELD_MAX: Readonly<Record<BillingField, number>> = {
  name: 100,
  address: 200,
  zip_code: 16,
  city: 80,
  country: 2,
  phone_number: 20,
  tax_id_number: 20,
  iban: 34,
};

/** The starred fields (section 5): all but the VAT number and the phone. */
export const BILLING_REQUIRED_FIELDS: readonly BillingField[] = [
  'name',
  'address',
  'zip_code',
  'city',
  'country',
];

/** What is wrong with a billing field: left empty, too long, or not of its form. */
export type BillingProblem = 'required' | 'too_long' | 'invalid';

/** A Portuguese postcode: four digits, a hyphen, three digits (e.g. 1000-001). */
export const PT_POSTCODE = /^\d{4}-\d{3}$/;
const OTHER_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,15}$/;
const OTHER_TAX_ID = /^[A-Z0-9][A-Z0-9.-]{1,19}$/;
const PHONE = /^\+?[0-9]{6,19}$/;

/**
 * The first digits a Portuguese tax number (NIF) may start with, by the kind of taxpayer: people (1-3, and
 * 45 for non-residents), companies (5), public bodies (6), estates, funds and official assignments (70-72,
 * 74, 75, 77-79), sole traders (8), condominiums and irregular companies (90, 91), non-residents (98) and
 * civil companies (99).
 */
const NIF_PREFIXES = /^(?:[123568]|45|7[01245789]|9[0189])/;

/**
 * Whether `value` is a valid Portuguese tax number: nine digits, a known first digit, and the last digit the
 * check digit of the first eight (weights 9 to 2, modulo 11: a remainder of 0 or 1 gives 0, else 11 minus it).
 */
export function isValidNif(value: string): boolean {
  if (!/^\d{9}$/.test(value) || !NIF_PREFIXES.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(value[index]) * (9 - index);
  const remainder = sum % 11;
  const check = remainder < 2 ? 0 : 11 - remainder;
  return Number(value[8]) === check;
}

/** What a person typed, as every field of the form may come: absent fields read as empty. */
export type BillingInput = Partial<Record<BillingField, string | null | undefined>>;

/**
 * Billing details as they are kept: every field trimmed, spaces inside collapsed, the country and a VAT
 * number upper-case, a VAT number and a phone without spaces (a Portuguese VAT number also without its
 * `PT` prefix), a Portuguese postcode typed as seven digits given its hyphen.
 */
export function normaliseBilling(input: BillingInput): BillingDetails {
  const text = (field: BillingField): string => (input[field] ?? '').trim().replace(/\s+/g, ' ');
  const country = text('country').toUpperCase();
  const home = country === BILLING_HOME_COUNTRY;
  let taxId = text('tax_id_number').replace(/\s/g, '').toUpperCase();
  if (home && /^PT\d{9}$/.test(taxId)) taxId = taxId.slice(2);
  let zip = text('zip_code').toUpperCase();
  if (home && /^\d{7}$/.test(zip)) zip = `${zip.slice(0, 4)}-${zip.slice(4)}`;
  return {
    name: text('name'),
    address: text('address'),
    zip_code: zip,
    city: text('city'),
    country,
    phone_number: text('phone_number').replace(/\s/g, ''),
    tax_id_number: taxId,
    iban: normaliseIban(text('iban')),
  };
}

/**
 * What is wrong with billing details (normalised with `normaliseBilling`), field by field; empty when they
 * may be saved. In Portugal the postcode is NNNN-NNN and the VAT number a valid NIF; elsewhere each is
 * letters and digits of a plausible length. The same rules run in the form and in the API.
 */
export function billingProblems(details: BillingDetails): Partial<Record<BillingField, BillingProblem>> {
  const problems: Partial<Record<BillingField, BillingProblem>> = {};
  const home = details.country === BILLING_HOME_COUNTRY;
  for (const field of Object.keys(BILLING_FIELD_MAX) as BillingField[]) {
    const value = details[field];
    if (value === '') {
      if (BILLING_REQUIRED_FIELDS.includes(field)) problems[field] = 'required';
    } else if (value.length > BILLING_FIELD_MAX[field]) {
      problems[field] = 'too_long';
    }
  }
  const invalid = (field: BillingField, ok: boolean): void => {
    if (!problems[field] && details[field] !== '' && !ok) problems[field] = 'invalid';
  };
  invalid('name', details.name.length >= 2);
  invalid('country', BILLING_COUNTRY_CODES.includes(details.country));
  invalid('zip_code', (home ? PT_POSTCODE : OTHER_POSTCODE).test(details.zip_code));
  invalid(
    'tax_id_number',
    home ? isValidNif(details.tax_id_number) : OTHER_TAX_ID.test(details.tax_id_number),
  );
  invalid('phone_number', PHONE.test(details.phone_number));
  invalid('iban', isValidIban(details.iban));
  return problems;
}

/**
 * The `code` of the API's 400 for a billing field it refuses, e.g. `billing_tax_id_number_invalid`, so that
 * the form shows the message at that field.
 */
export const billingErrorCode = (field: BillingField, problem: BillingProblem): string =>
  `billing_${field}_${problem}`;

/** The field and problem a `billingErrorCode` names; null for any other code. */
export function billingErrorOf(
  code: string | number,
): { field: BillingField; problem: BillingProblem } | null {
  const match = /^billing_([a-z_]+)_(required|too_long|invalid)$/.exec(String(code));
  const field = match?.[1] as BillingField | undefined;
  if (!match || !field || !(field in BILLING_FIELD_MAX)) return null;
  return { field, problem: match[2] as BillingProblem };
}

/** Portugal's standard VAT rate, included in every price (an invoice shows the part of it that is VAT). */
export const INVOICE_VAT_RATE = 0.23;

/** The net amount and the VAT included in a price, in cents rounded as an invoice shows them. */
export function vatIncluded(amount: number, rate: number = INVOICE_VAT_RATE): { net: number; vat: number } {
  const cents = Math.round(amount * 100);
  const net = Math.round(cents / (1 + rate));
  return { net: net / 100, vat: (cents - net) / 100 };
}

/**
 * One invoice (section 7's transactions): every payment the provider took and the API granted is one, numbered
 * in its yearly series. `date` is the day it was issued (YYYY-MM-DD, Lisbon); `amount` is what was paid, VAT
 * (`vat_rate`) included; `period_start`/`period_end` the days of service it paid for (null for payments
 * granted before invoices were kept).
 */
export const TransactionSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  amount: z.number(),
  currency: CurrencySchema,
  vat_rate: z.number(),
  payment_type: PaymentTypeSchema,
  payment_method: ReportedMethodSchema,
  period_start: z.nullable(z.string()),
  period_end: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** `GET /v1/account/transaction`: the account's invoices, newest first. */
export const TransactionListSchema = z.object({ transactions: z.array(TransactionSchema) });
export type TransactionList = z.infer<typeof TransactionListSchema>;

// Paying before the account is activated (spec sections 3 and 4): registration step 1 gives a session
// (`POST /v1/signup?session=1`) that the account remote keeps as section 3's `temp-token` and
// `temp-account`, with which the checkout lets the new viewer choose and pay for a plan at once. The
// success then tells them to activate the account from the e-mail; "continue free" drops the temp token.

export const TEMP_TOKEN_STORAGE_KEY = 'palco.temp-token';
export const TEMP_ACCOUNT_STORAGE_KEY = 'palco.temp-account';
/** How long a registration may pay with its temp token before it must sign in as usual. */
export const TEMP_SESSION_MAX_AGE_MS = 60 * 60_000;

export const TempAccountSchema = z.object({ id: z.string(), email: z.string(), saved_at: z.number() });
export interface TempSession {
  token: string;
  account: { id: string; email: string };
}

/** Keeps a registration's session for paying before activation (the account remote, after step 1). */
export function writeTempSession(storage: Storage, session: TempSession, nowMs: number): void {
  try {
    storage.setItem(TEMP_TOKEN_STORAGE_KEY, session.token);
    storage.setItem(TEMP_ACCOUNT_STORAGE_KEY, JSON.stringify({ ...session.account, saved_at: nowMs }));
  } catch {
    // Without storage the viewer pays after activating, as everyone else.
  }
}

/** The kept registration session, unless absent, malformed or older than an hour. */
export function readTempSession(storage: Storage, nowMs: number): TempSession | null {
  try {
    const token = storage.getItem(TEMP_TOKEN_STORAGE_KEY);
    const account = z.safeParse(
      TempAccountSchema,
      JSON.parse(storage.getItem(TEMP_ACCOUNT_STORAGE_KEY) ?? 'null'),
    );
    if (!token || !account.success) return null;
    if (nowMs - account.data.saved_at > TEMP_SESSION_MAX_AGE_MS || account.data.saved_at > nowMs) return null;
    return { token, account: { id: account.data.id, email: account.data.email } };
  } catch {
    return null;
  }
}

/** Forgets it: "continue free", a payment that went through, an activation, a sign-in. */
export function clearTempSession(storage: Storage): void {
  try {
    storage.removeItem(TEMP_TOKEN_STORAGE_KEY);
    storage.removeItem(TEMP_ACCOUNT_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
