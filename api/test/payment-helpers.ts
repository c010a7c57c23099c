import {
  CheckoutSchema,
  paymentTypeOf,
  PaymentStatusSchema,
  SubscriptionSchema,
  type Checkout,
  type PaymentMethod,
  type PaymentStatus,
  type Subscription,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { insertMasterProfile } from '../src/accounts/store';
import { hashSecret } from '../src/auth/secrets';
import { DEMO_PASSWORD, OWN_ORIGIN } from '../src/seed/accounts';
import { call, login } from './account-helpers';
import type { InjectApp } from './test-app';

// Paying for plans through the sandbox provider, as the payment popup does, for the tests of what follows a
// payment (managing the plan, billing, invoices).

/** An account of a test's own, signed in. */
export interface Payer {
  id: string;
  email: string;
  token: string;
}

let payers = 0;
let passwordHash: Promise<string> | undefined;

/** An activated account in `country` with its master profile, signed in; `label` keeps ids apart by file. */
export async function newPayer(t: InjectApp, label: string, country = 'PT'): Promise<Payer> {
  payers += 1;
  const id = `acc-${label}-${payers}`;
  const email = `${label}-${payers}@palco.pt`;
  passwordHash ??= hashSecret(DEMO_PASSWORD);
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, $3, 'Paula', 'Pagante', $4, true, false, false, $5, now(), now())`,
    [id, email, await passwordHash, country, OWN_ORIGIN],
  );
  await insertMasterProfile(t.db, id, 'Paula', 'pt_PT');
  return { id, email, token: await signInAs(t, email) };
}

/** A new session of `email`'s (e.g. after moving the clock). */
export async function signInAs(t: InjectApp, email: string): Promise<string> {
  const reply = await login(t, email, DEMO_PASSWORD);
  if (reply.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${reply.body}`);
  return (reply.json() as { access_token: string }).access_token;
}

/** A valid IBAN for direct-debit checkouts (the standard Portuguese example). */
export const TEST_IBAN = 'PT50 0002 0123 1234 5678 9015 4';

/** The token call's body for `plan` paid with `method` (direct debit from `TEST_IBAN` unless `extra` says). */
export const tokenBody = (
  method: PaymentMethod,
  plan: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  payment_type: paymentTypeOf[method],
  payment_method: method,
  plan_id: plan,
  ...(method === 'dd' ? { params: { iban: TEST_IBAN, holder: 'Ana Débito' } } : {}),
  ...extra,
});

export const askToken = (t: InjectApp, token: string, json: unknown): Promise<LightMyRequestResponse> =>
  call(t, 'POST', '/api/v1/subscription/token', { token, json });

/** A checkout opened for `plan` with `method`; fails the test unless it opens. */
export async function openCheckout(
  t: InjectApp,
  token: string,
  plan: string,
  method: PaymentMethod = 'cc',
  extra: Record<string, unknown> = {},
): Promise<Checkout> {
  const reply = await askToken(t, token, tokenBody(method, plan, extra));
  if (reply.statusCode !== 200) throw new Error(`No checkout: ${reply.body}`);
  return CheckoutSchema.parse(reply.json());
}

/** The status call of `checkout`, as the popup asks it. */
export const askStatus = (t: InjectApp, token: string, checkout: Checkout): Promise<LightMyRequestResponse> =>
  call(t, 'POST', '/api/v1/payment/status', {
    token,
    json: { payment_type: checkout.payment_type, params: { checkoutId: checkout.id } },
  });

/**
 * Pays for `plan` in full at the sandbox provider: the checkout, "Pagar" on its page, and the status call
 * that grants it. `update` asks for it over a plan in force (a change of plan, or a new method).
 */
export async function pay(
  t: InjectApp,
  token: string,
  plan: string,
  options: { method?: PaymentMethod; update?: boolean } = {},
): Promise<PaymentStatus> {
  const checkout = await openCheckout(
    t,
    token,
    plan,
    options.method ?? 'cc',
    options.update ? { update: true } : {},
  );
  const chosen = await call(t, 'POST', `/sandbox/pay/${checkout.id}`, { form: { outcome: 'success' } });
  if (chosen.statusCode !== 200) throw new Error(`The sandbox did not take it: ${chosen.body}`);
  const reply = await askStatus(t, token, checkout);
  if (reply.statusCode !== 200) throw new Error(`Not granted: ${reply.body}`);
  return PaymentStatusSchema.parse(reply.json());
}

/** `GET /v1/subscription`, which must answer. */
export async function subscriptionOf(t: InjectApp, token: string): Promise<Subscription> {
  const reply = await call(t, 'GET', '/api/v1/subscription', { token });
  if (reply.statusCode !== 200) throw new Error(`No subscription answer: ${reply.body}`);
  return SubscriptionSchema.parse(reply.json());
}
