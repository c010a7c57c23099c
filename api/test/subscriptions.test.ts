/** @jest-environment ./test/pglite-environment.cjs */
import {
  AccountSchema,
  CheckoutSchema,
  PaymentStatusSchema,
  SubscriptionSchema,
  type Checkout,
  type PaymentMethod,
  type PaymentType,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { insertMasterProfile } from '../src/accounts/store';
import { hashSecret } from '../src/auth/secrets';
import { grantPayment, recordOutcome } from '../src/payments/subscriptions';
import { DEMO_PASSWORD, OWN_ORIGIN } from '../src/seed/accounts';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, errorOf, login, newAddress } from './account-helpers';
import { tokenBody as sharedTokenBody } from './payment-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** 6 April 2026, 11:00 in Lisbon: a monthly plan bought now runs to 5 May. */
const START = Date.UTC(2026, 3, 6, 10);
let clock = START;
let passwordHash = '';

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  passwordHash = await hashSecret(DEMO_PASSWORD);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  clock = START;
});

let accounts = 0;
/** An activated account of the test's own in `country`, signed in: its id and token. */
async function payer(country = 'PT'): Promise<{ id: string; email: string; token: string }> {
  accounts += 1;
  const id = `acc-payer-${accounts}`;
  const email = `payer-${accounts}@palco.pt`;
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, $3, 'Paula', 'Pagante', $4, true, false, false, $5, now(), now())`,
    [id, email, passwordHash, country, OWN_ORIGIN],
  );
  await insertMasterProfile(t.db, id, 'Paula', 'pt_PT');
  return { id, email, token: await signIn(email) };
}

async function signIn(email: string): Promise<string> {
  const reply = await login(t, email, DEMO_PASSWORD);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { access_token: string }).access_token;
}

const tokenBody = (
  method: PaymentMethod,
  plan = 'plan-monthly',
  extra: Record<string, unknown> = {},
): Record<string, unknown> => sharedTokenBody(method, plan, extra);

const askToken = (token: string, json: unknown): Promise<LightMyRequestResponse> =>
  call(t, 'POST', '/api/v1/subscription/token', { token, json });

async function checkout(token: string, method: PaymentMethod = 'cc', plan = 'plan-monthly', extra = {}) {
  const reply = await askToken(token, tokenBody(method, plan, extra));
  expect(reply.statusCode).toBe(200);
  return CheckoutSchema.parse(reply.json());
}

/** What a person does on the sandbox provider's page. */
async function choose(id: string, outcome: string): Promise<void> {
  const reply = await call(t, 'POST', `/sandbox/pay/${id}`, { form: { outcome } });
  expect(reply.statusCode).toBe(200);
}

const askStatus = (token: string, id: string, paymentType: PaymentType = 'thinkpay') =>
  call(t, 'POST', '/api/v1/payment/status', {
    token,
    json: { payment_type: paymentType, params: { checkoutId: id } },
  });

async function paidStatus(token: string, id: string) {
  const reply = await askStatus(token, id);
  expect(reply.statusCode).toBe(200);
  return PaymentStatusSchema.parse(reply.json());
}

async function account(token: string) {
  const reply = await call(t, 'GET', '/api/v1/account', { token });
  expect(reply.statusCode).toBe(200);
  return AccountSchema.parse(reply.json());
}

async function subscription(token: string) {
  const reply = await call(t, 'GET', '/api/v1/subscription', { token });
  expect(reply.statusCode).toBe(200);
  return SubscriptionSchema.parse(reply.json());
}

/** A plan paid in full through the sandbox: the checkout, its success, and the status that grants it. */
async function pay(token: string, plan = 'plan-monthly', extra = {}): Promise<Checkout> {
  const opened = await checkout(token, 'cc', plan, extra);
  await choose(opened.id, 'success');
  await paidStatus(token, opened.id);
  return opened;
}

describe('paying for a plan', () => {
  it('opens a checkout at the sandbox provider for the free demo account', async () => {
    const token = await signIn('free@palco.pt');
    const reply = await askToken(token, tokenBody('cc'));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const opened = CheckoutSchema.parse(reply.json());
    expect(opened).toEqual({
      id: expect.stringMatching(/^chk-[\w-]{24}$/),
      url: `http://localhost:4000/sandbox/pay/${opened.id}`,
      payment_type: 'thinkpay',
      payment_method: 'cc',
      amount: 6.99,
      currency: 'EUR',
    });
    // Nothing is granted until the provider takes the money.
    expect((await account(token)).premium).toBe(false);
    expect(await subscription(token)).toEqual({ user_plan: null });
  });

  it('grants the monthly plan once the provider took the money: a month from today, premium', async () => {
    const token = await signIn('free@palco.pt');
    const opened = await checkout(token);
    await choose(opened.id, 'success');
    const reply = await askStatus(token, opened.id);
    expect(reply.statusCode).toBe(200);
    expect(PaymentStatusSchema.parse(reply.json())).toEqual({
      product: { id: 'plan-monthly', name: 'Mensal', price: 6.99, currency: 'EUR', period_type: 'M' },
      user_plan: {
        plan_id: 'plan-monthly',
        description: 'Mensal',
        status: 'ACTIVE',
        end_date: '2026-05-05',
        payment_type: 'thinkpay',
        payment_method: 'cc',
      },
    });
    expect((await account(token)).premium).toBe(true);
    expect((await subscription(token)).user_plan).toMatchObject({ status: 'ACTIVE', end_date: '2026-05-05' });
  });

  it('answers a repeated status call, or a reload, with the same plan, never extending it again', async () => {
    const { token } = await payer();
    const opened = await pay(token);
    for (let i = 0; i < 3; i += 1) {
      expect((await paidStatus(token, opened.id)).user_plan.end_date).toBe('2026-05-05');
    }
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [
      opened.id,
    ]);
    expect(row?.status).toBe('applied');
  });

  it('grants once when status calls arrive together', async () => {
    const { token } = await payer();
    await pay(token);
    // A plan change over the plan in force starts the day after it ends: 6 May to 5 June, only once.
    const change = await checkout(token, 'cc', 'plan-monthly', { update: true });
    await choose(change.id, 'success');
    const replies = await Promise.all([1, 2, 3, 4].map(() => askStatus(token, change.id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const reply of replies) {
      expect(PaymentStatusSchema.parse(reply.json()).user_plan.end_date).toBe('2026-06-05');
    }
    expect((await paidStatus(token, change.id)).user_plan.end_date).toBe('2026-06-05');
    expect((await subscription(token)).user_plan?.end_date).toBe('2026-06-05');
  });

  it('grants a payment once even when two calls both saw it succeeded', async () => {
    const { id: accountId, token } = await payer();
    const opened = await checkout(token);
    // The provider's answer alone (its page also grants at once, which would leave nothing to race for).
    expect(await recordOutcome(t.db, opened.id, 'success', clock)).toBe('recorded');
    // What two status calls do once each has read `succeeded`, whatever the order the database runs them in.
    const today = '2026-04-06';
    const granted = await Promise.all([
      grantPayment(t.db, opened.id, today, clock),
      grantPayment(t.db, opened.id, today, clock),
    ]);
    expect(granted.sort()).toEqual([false, true]);
    expect(await grantPayment(t.db, opened.id, today, clock)).toBe(false);
    const [row] = await t.db.query<{ end_date: string }>(
      'SELECT end_date::text AS end_date FROM subscriptions WHERE account_id = $1',
      [accountId],
    );
    expect(row?.end_date).toBe('2026-05-05');
    expect((await paidStatus(token, opened.id)).user_plan.end_date).toBe('2026-05-05');
  });

  it('runs a yearly plan for a year, and a weekly one for seven days', async () => {
    const yearly = await payer();
    expect(
      (await paidStatus(yearly.token, (await pay(yearly.token, 'plan-yearly')).id)).user_plan,
    ).toMatchObject({ plan_id: 'plan-yearly', description: 'Anual', end_date: '2027-04-05' });
    const weekly = await payer();
    expect((await subscription(weekly.token)).user_plan).toBeNull();
    await pay(weekly.token, 'plan-weekly');
    expect((await subscription(weekly.token)).user_plan?.end_date).toBe('2026-04-12');
  });

  it('gives the same checkout back for a double click, and a new one for another method', async () => {
    const { token } = await payer();
    const first = await checkout(token);
    const [again, together] = await Promise.all([checkout(token), checkout(token)]);
    expect(again.id).toBe(first.id);
    expect(together.id).toBe(first.id);
    const byMbWay = await checkout(token, 'mbway');
    expect(byMbWay.id).not.toBe(first.id);
    // Half an hour later the viewer starts over with a new checkout.
    clock += 31 * 60_000;
    expect((await checkout(token)).id).not.toBe(first.id);
    // One that was settled is never given again.
    await choose(byMbWay.id, 'failure');
    expect((await checkout(token, 'mbway')).id).not.toBe(byMbWay.id);
  });

  it("answers another account's checkout as one that does not exist", async () => {
    const owner = await payer();
    const other = await payer();
    const opened = await checkout(owner.token);
    await choose(opened.id, 'success');
    for (const id of [opened.id, 'chk-nobody-has-this-one']) {
      const reply = await askStatus(other.token, id);
      expect(errorOf(reply)).toEqual({ status: 404, code: 'checkout_not_found' });
    }
    // The owner's own call with another payment type does not find it either.
    expect(errorOf(await askStatus(owner.token, opened.id, 'paypal'))).toEqual({
      status: 404,
      code: 'checkout_not_found',
    });
    expect((await account(other.token)).premium).toBe(false);
    expect((await paidStatus(owner.token, opened.id)).user_plan.status).toBe('ACTIVE');
  });
});

describe('what a checkout may be opened for', () => {
  it('offers MB Way only to accounts in Portugal', async () => {
    const abroad = await payer('ES');
    const refused = await askToken(abroad.token, tokenBody('mbway'));
    expect(errorOf(refused)).toEqual({ status: 400, code: 'payment_method_not_allowed' });
    expect(refused.json()).toMatchObject({
      message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED,
    });
    // The card is fine abroad.
    expect((await askToken(abroad.token, tokenBody('cc'))).statusCode).toBe(200);
    const home = await payer('PT');
    expect((await checkout(home.token, 'mbway')).payment_method).toBe('mbway');
  });

  it('refuses a method the plan does not offer, or a method through the wrong gateway', async () => {
    const { token } = await payer();
    // The weekly plan takes card and MB Way only.
    expect(errorOf(await askToken(token, tokenBody('paypal', 'plan-weekly')))).toEqual({
      status: 400,
      code: 'payment_method_not_allowed',
    });
    expect(
      errorOf(
        await askToken(token, { payment_type: 'paypal', payment_method: 'cc', plan_id: 'plan-monthly' }),
      ),
    ).toEqual({ status: 400, code: 'payment_method_not_allowed' });
    expect(errorOf(await askToken(token, tokenBody('cc', 'plan-nowhere')))).toEqual({
      status: 404,
      code: 'plan_not_found',
    });
  });

  it('refuses every checkout while monetization is off', async () => {
    const { token } = await payer();
    await t.db.query(`UPDATE settings SET value = '0'::jsonb WHERE key = 'monetization'`);
    try {
      expect(errorOf(await askToken(token, tokenBody('cc')))).toEqual({
        status: 403,
        code: 'monetization_disabled',
      });
    } finally {
      await t.db.query(`UPDATE settings SET value = '1'::jsonb WHERE key = 'monetization'`);
    }
    expect((await askToken(token, tokenBody('cc'))).statusCode).toBe(200);
  });

  it('refuses a second plan over one in force unless it is a change of plan', async () => {
    const { email, token } = await payer();
    await pay(token);
    expect(errorOf(await askToken(token, tokenBody('cc', 'plan-yearly')))).toEqual({
      status: 409,
      code: 'subscription_active',
    });
    expect((await askToken(token, tokenBody('cc', 'plan-yearly', { update: true }))).statusCode).toBe(200);
    // Once the plan has ended, a new one needs no flag.
    clock = Date.UTC(2026, 4, 6, 10);
    const again = await askToken(await signIn(email), tokenBody('cc', 'plan-yearly'));
    expect(again.statusCode).toBe(200);
  });

  it('refuses bad bodies with 400 in the one error shape, and callers without a session with 401', async () => {
    const { token } = await payer();
    for (const json of [
      {},
      { ...tokenBody('cc'), payment_type: 'bitcoin' },
      { ...tokenBody('cc'), payment_method: 'cash' },
      { ...tokenBody('cc'), plan_id: '' },
      { ...tokenBody('cc'), plan_id: 'plan\u0000monthly' },
      { ...tokenBody('cc'), plan_id: 'p'.repeat(129) },
      { ...tokenBody('cc'), update: 'yes' },
      { ...tokenBody('cc'), voucher: 'v'.repeat(65) },
      [],
      'plan-monthly',
    ]) {
      expect(errorOf(await askToken(token, json))).toEqual({ status: 400, code: 400 });
    }
    expect(errorOf(await call(t, 'POST', '/api/v1/subscription/token', { token }))).toEqual({
      status: 400,
      code: 400,
    });
    for (const json of [
      {},
      { payment_type: 'thinkpay' },
      { payment_type: 'thinkpay', params: {} },
      { payment_type: 'thinkpay', params: { checkoutId: 'x'.repeat(129) } },
      { payment_type: 'thinkpay', params: { checkoutId: 'chk\u0000' } },
      { payment_type: 'card', params: { checkoutId: 'chk-1' } },
    ]) {
      const reply = await call(t, 'POST', '/api/v1/payment/status', { token, json });
      expect(errorOf(reply)).toEqual({ status: 400, code: 400 });
    }
    expect(errorOf(await askToken('', tokenBody('cc')))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await call(t, 'GET', '/api/v1/subscription'))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await call(t, 'DELETE', '/api/v1/subscription'))).toEqual({ status: 401, code: 401 });
  });

  it('limits how many checkouts an account opens a minute', async () => {
    const { token } = await payer();
    for (let i = 0; i < 20; i += 1) expect((await askToken(token, tokenBody('cc'))).statusCode).toBe(200);
    const refused = await askToken(token, tokenBody('cc'));
    expect(errorOf(refused)).toEqual({ status: 429, code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held up, and a minute later this one is not either.
    expect((await askToken((await payer()).token, tokenBody('cc'))).statusCode).toBe(200);
    clock += 61_000;
    expect((await askToken(token, tokenBody('cc'))).statusCode).toBe(200);
  });
});

describe('cancelling and the end of a plan', () => {
  it('cancels a plan, which keeps its service to its last day and then ends', async () => {
    const { email, token } = await payer();
    await pay(token);
    const reply = await call(t, 'DELETE', '/api/v1/subscription', { token });
    expect(reply.statusCode).toBe(200);
    expect(SubscriptionSchema.parse(reply.json()).user_plan).toMatchObject({
      status: 'CANCELLED',
      end_date: '2026-05-05',
    });
    // Cancelling again changes nothing.
    expect((await call(t, 'DELETE', '/api/v1/subscription', { token })).statusCode).toBe(200);
    expect((await subscription(token)).user_plan?.status).toBe('CANCELLED');

    // Premium to the last day, in Lisbon: 5 May, 23:30 there.
    clock = Date.UTC(2026, 4, 5, 22, 30);
    const after = await signIn(email);
    expect((await account(after)).premium).toBe(true);
    // The next day it is over, for the same session too.
    clock = Date.UTC(2026, 4, 5, 23, 30);
    expect((await account(after)).premium).toBe(false);
    expect(await subscription(after)).toEqual({ user_plan: null });
    expect(errorOf(await call(t, 'DELETE', '/api/v1/subscription', { token: after }))).toEqual({
      status: 404,
      code: 'subscription_not_found',
    });
  });

  it('ends premium at sign-in too, once the last day has passed', async () => {
    const { id, email, token } = await payer();
    await pay(token, 'plan-weekly');
    clock = Date.UTC(2026, 3, 13, 10);
    await signIn(email);
    const [row] = await t.db.query<{ premium: boolean }>('SELECT premium FROM accounts WHERE id = $1', [id]);
    expect(row?.premium).toBe(false);
  });

  it('renews from today a plan that has ended', async () => {
    const { email, token } = await payer();
    await pay(token, 'plan-weekly');
    clock = Date.UTC(2026, 5, 1, 10);
    const later = await signIn(email);
    expect((await account(later)).premium).toBe(false);
    await pay(later);
    expect((await subscription(later)).user_plan).toMatchObject({ status: 'ACTIVE', end_date: '2026-06-30' });
    expect((await account(later)).premium).toBe(true);
  });

  it('leaves alone a premium account without a paid plan, which has nothing to cancel', async () => {
    clock = Date.UTC(2030, 0, 1, 10);
    const later = await signIn('family@palco.pt');
    expect((await account(later)).premium).toBe(true);
    expect(await subscription(later)).toEqual({ user_plan: null });
    expect(errorOf(await call(t, 'DELETE', '/api/v1/subscription', { token: later }))).toEqual({
      status: 404,
      code: 'subscription_not_found',
    });
  });
});

describe('the server dictionary', () => {
  it('words every payment error in the three languages', () => {
    const keys = [
      'SERVER_ERROR_INVALID_PAYMENT',
      'SERVER_ERROR_PAYMENT_FAILED',
      'SERVER_ERROR_PAYMENT_CANCELLED',
      'SERVER_ERROR_MONETIZATION_DISABLED',
      'SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED',
      'SERVER_ERROR_SUBSCRIPTION_ACTIVE',
      'SERVER_ERROR_PLAN_NOT_FOUND',
      'SERVER_ERROR_CHECKOUT_NOT_FOUND',
      'SERVER_ERROR_SUBSCRIPTION_NOT_FOUND',
    ] as const;
    for (const locale of ['pt_PT', 'en', 'fr_FR'] as const) {
      for (const key of keys) expect(SERVER_TRANSLATIONS[locale][key]).toEqual(expect.any(String));
    }
    expect(SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_PAYMENT_FAILED).toBe(
      'O pagamento não foi processo com sucesso.',
    );
  });

  it('serves them with the other server words', async () => {
    const reply = await call(t, 'GET', '/api/v1/translation/en', { address: newAddress() });
    expect((reply.json() as { translations: Record<string, string> }).translations).toMatchObject({
      SERVER_ERROR_SUBSCRIPTION_ACTIVE: 'You already have an active plan.',
    });
  });
});
