/** @jest-environment ./test/pglite-environment.cjs */
import {
  AccountSchema,
  CheckoutSchema,
  SubscribeResponseSchema,
  SubscriptionSchema,
  VoucherSchema,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { insertMasterProfile } from '../src/accounts/store';
import { ATTEMPT_WINDOW_MS } from '../src/auth/attempts';
import { hashSecret } from '../src/auth/secrets';
import { redeemVoucher } from '../src/payments/vouchers';
import { DEMO_PASSWORD, OWN_ORIGIN } from '../src/seed/accounts';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, errorOf, login, newAddress } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** 6 April 2026, 11:00 in Lisbon: 30 days of a voucher run to 5 May. */
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

interface Viewer {
  id: string;
  email: string;
  token: string;
  /** The address its calls come from, its own, so no test's wrong codes reach another's. */
  address: string;
}

let accounts = 0;
/** A free, activated account of the test's own, signed in. */
async function viewer(): Promise<Viewer> {
  accounts += 1;
  const id = `acc-voucher-${accounts}`;
  const email = `voucher-${accounts}@palco.pt`;
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, $3, 'Vera', 'Voucher', 'PT', true, false, false, $4, now(), now())`,
    [id, email, passwordHash, OWN_ORIGIN],
  );
  await insertMasterProfile(t.db, id, 'Vera', 'pt_PT');
  return { id, email, token: await signIn(email), address: newAddress() };
}

async function signIn(email: string): Promise<string> {
  const reply = await login(t, email, DEMO_PASSWORD);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { access_token: string }).access_token;
}

/** `GET /v1/voucher/{code}`, the code put in the address as the page does (encoded). */
const preview = (code: string, who: { token?: string; address: string }): Promise<LightMyRequestResponse> =>
  call(t, 'GET', `/api/v1/voucher/${encodeURIComponent(code)}`, { token: who.token, address: who.address });

const redeem = (
  who: Viewer,
  voucher: string,
  plan = 'plan-monthly',
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> =>
  call(t, 'POST', '/api/v1/subscription', {
    token: who.token,
    address: who.address,
    json: { plan_id: plan, is_voucher: true, voucher, ...extra },
  });

const askToken = (who: Viewer, plan: string, voucher?: string, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/v1/subscription/token', {
    token: who.token,
    address: who.address,
    json: {
      payment_type: 'thinkpay',
      payment_method: 'cc',
      plan_id: plan,
      ...(voucher === undefined ? {} : { voucher }),
      ...extra,
    },
  });

async function previewed(code: string, who: { token?: string; address: string }) {
  const reply = await preview(code, who);
  expect(reply.statusCode).toBe(200);
  return VoucherSchema.parse(reply.json());
}

async function redeemed(who: Viewer, voucher: string, plan = 'plan-monthly') {
  const reply = await redeem(who, voucher, plan);
  expect(reply.statusCode).toBe(200);
  return SubscribeResponseSchema.parse(reply.json()).user_plan;
}

async function account(who: Viewer) {
  const reply = await call(t, 'GET', '/api/v1/account', { token: who.token });
  expect(reply.statusCode).toBe(200);
  return AccountSchema.parse(reply.json());
}

async function subscription(who: Viewer) {
  const reply = await call(t, 'GET', '/api/v1/subscription', { token: who.token });
  expect(reply.statusCode).toBe(200);
  return SubscriptionSchema.parse(reply.json()).user_plan;
}

/** A product-voucher checkout paid at the sandbox provider and granted by the status call. */
async function payWithVoucher(who: Viewer, plan: string, voucher: string) {
  const reply = await askToken(who, plan, voucher);
  expect(reply.statusCode).toBe(200);
  const checkout = CheckoutSchema.parse(reply.json());
  expect(
    (await call(t, 'POST', `/sandbox/pay/${checkout.id}`, { form: { outcome: 'success' } })).statusCode,
  ).toBe(200);
  return checkout;
}

const askStatus = (who: Viewer, id: string) =>
  call(t, 'POST', '/api/v1/payment/status', {
    token: who.token,
    json: { payment_type: 'thinkpay', params: { checkoutId: id } },
  });

async function redemptionsOf(code: string): Promise<{ count: number; rows: string[] }> {
  const [voucher] = await t.db.query<{ redemptions: number }>(
    'SELECT redemptions FROM vouchers WHERE code = $1',
    [code],
  );
  const rows = await t.db.query<{ account_id: string }>(
    'SELECT account_id FROM voucher_redemptions WHERE voucher_code = $1 ORDER BY account_id',
    [code],
  );
  return { count: voucher?.redemptions ?? -1, rows: rows.map((r) => r.account_id) };
}

const invalid = { status: 400, code: 'invalid_voucher' };
const active = { status: 409, code: 'subscription_active' };

describe('what a code unlocks (GET /v1/voucher/{code})', () => {
  it('shows a visitor each type of the demo codes: plan, days or discount, and the price after it', async () => {
    const visitor = { address: newAddress() };
    expect(await previewed('PALCO30', visitor)).toEqual({
      code: 'PALCO30',
      type: 'prepaid',
      plan: { id: 'plan-monthly', name: 'Mensal', period_type: 'M' },
      days: 30,
      discount: { kind: 'days', amount: 30 },
      price: 0,
      full_price: 6.99,
      currency: 'EUR',
      voucher_information: '30 dias do plano Mensal, já pagos. Sem renovação automática.',
    });
    expect(await previewed('VERAO', visitor)).toMatchObject({
      type: 'promotion',
      days: 30,
      discount: { kind: 'days', amount: 30 },
      price: 0,
    });
    expect(await previewed('ANUAL20', visitor)).toMatchObject({
      type: 'product',
      plan: { id: 'plan-yearly', name: 'Anual', period_type: 'Y' },
      days: null,
      discount: { kind: 'percentage', amount: 20 },
      // 80 % of 69.99, to the cent.
      price: 55.99,
      full_price: 69.99,
    });
    expect(await previewed('MENOS3', visitor)).toMatchObject({
      type: 'product',
      discount: { kind: 'value', amount: 3 },
      price: 3.99,
      full_price: 6.99,
    });
  });

  it('trims the code and ignores its case; answers it never shared', async () => {
    const visitor = { address: newAddress() };
    for (const typed of ['  palco30 ', 'Palco30', '\u00a0PALCO30 ']) {
      expect((await previewed(typed, visitor)).code).toBe('PALCO30');
    }
    const reply = await preview('palco30', visitor);
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an unknown, expired, used-up or malformed code alike, with the translated server message', async () => {
    const visitor = { address: newAddress() };
    for (const code of ['NAOEXISTE', 'EXPIRADO', 'ESGOTADO', 'PALCO 30', 'palco30!', 'A'.repeat(65)]) {
      const reply = await preview(code, visitor);
      expect({ sent: code, ...errorOf(reply) }).toEqual({ sent: code, ...invalid });
      expect(reply.json()).toMatchObject({ message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_INVALID_VOUCHER });
    }
    // The words in the three languages, which the clients merge by `code`.
    expect(SERVER_TRANSLATIONS.en.SERVER_ERROR_INVALID_VOUCHER).toBe(
      'This code is not valid, has expired or has already been used.',
    );
    expect(SERVER_TRANSLATIONS.fr_FR.SERVER_ERROR_INVALID_VOUCHER).toEqual(expect.any(String));
    const served = await call(t, 'GET', '/api/v1/translation/fr_FR', { address: newAddress() });
    expect((served.json() as { translations: Record<string, string> }).translations).toMatchObject({
      SERVER_ERROR_INVALID_VOUCHER: SERVER_TRANSLATIONS.fr_FR.SERVER_ERROR_INVALID_VOUCHER,
    });
  });

  it('keeps to its dates, Lisbon days both included', async () => {
    await t.db.query(
      `INSERT INTO vouchers (code, type, plan_id, days, discount_kind, discount_amount, valid_from, valid_until)
       VALUES ('PASCOA', 'promotion', 'plan-weekly', 7, 'days', 7, '2026-04-07', '2026-04-12')`,
    );
    const visitor = { address: newAddress() };
    // 6 April, 23:30 in Lisbon: not yet.
    clock = Date.UTC(2026, 3, 6, 22, 30);
    expect(errorOf(await preview('PASCOA', visitor))).toEqual(invalid);
    // 7 April, 00:30 in Lisbon (23:30 UTC the day before): from then.
    clock = Date.UTC(2026, 3, 6, 23, 30);
    expect((await previewed('PASCOA', visitor)).plan.id).toBe('plan-weekly');
    clock = Date.UTC(2026, 3, 12, 22, 30);
    expect((await previewed('PASCOA', visitor)).days).toBe(7);
    clock = Date.UTC(2026, 3, 12, 23, 30);
    expect(errorOf(await preview('PASCOA', visitor))).toEqual(invalid);
  });

  it('refuses a malformed address part with 400, and every code while monetization is off', async () => {
    const visitor = { address: newAddress() };
    expect(errorOf(await preview('PALCO30\u0000', visitor))).toEqual({ status: 400, code: 400 });
    await t.db.query(`UPDATE settings SET value = '0'::jsonb WHERE key = 'monetization'`);
    try {
      expect(errorOf(await preview('PALCO30', visitor))).toEqual({
        status: 403,
        code: 'monetization_disabled',
      });
      expect(errorOf(await redeem(await viewer(), 'PALCO30'))).toEqual({
        status: 403,
        code: 'monetization_disabled',
      });
    } finally {
      await t.db.query(`UPDATE settings SET value = '1'::jsonb WHERE key = 'monetization'`);
    }
  });
});

describe('redeeming a prepaid or promotion voucher (POST /v1/subscription)', () => {
  it('grants a prepaid voucher’s 30 days at once: premium, a plan paid by voucher, redeemed once', async () => {
    const vera = await viewer();
    const before = await redemptionsOf('PALCO30');
    const plan = await redeemed(vera, '  palco30 ');
    expect(plan).toEqual({
      plan_id: 'plan-monthly',
      description: 'Mensal',
      status: 'ACTIVE',
      end_date: '2026-05-05',
      payment_type: 'voucher',
      payment_method: null,
    });
    expect((await account(vera)).premium).toBe(true);
    expect(await subscription(vera)).toEqual(plan);
    const after = await redemptionsOf('PALCO30');
    expect(after.count).toBe(before.count + 1);
    expect(after.rows).toContain(vera.id);
    // Premium to its last day in Lisbon, then over (a session lasts 15 days: signed in again).
    clock = Date.UTC(2026, 4, 5, 22, 30);
    const later = { ...vera, token: await signIn(vera.email) };
    expect((await account(later)).premium).toBe(true);
    clock = Date.UTC(2026, 4, 5, 23, 30);
    expect((await account(later)).premium).toBe(false);
  });

  it('grants a promotion the same way, for its own plan only', async () => {
    const vera = await viewer();
    expect(errorOf(await redeem(vera, 'VERAO', 'plan-yearly'))).toEqual(invalid);
    expect(await subscription(vera)).toBeNull();
    const plan = await redeemed(vera, 'verao');
    expect(plan).toMatchObject({ plan_id: 'plan-monthly', end_date: '2026-05-05', payment_type: 'voucher' });
  });

  it('refuses a product voucher, which is paid through the payment flow', async () => {
    const vera = await viewer();
    expect(errorOf(await redeem(vera, 'MENOS3'))).toEqual(invalid);
    expect(errorOf(await redeem(vera, 'ANUAL20', 'plan-yearly'))).toEqual(invalid);
    expect((await account(vera)).premium).toBe(false);
    expect((await redemptionsOf('MENOS3')).rows).not.toContain(vera.id);
  });

  it('refuses expired, used-up and unknown codes, and stores nothing', async () => {
    const vera = await viewer();
    for (const code of ['EXPIRADO', 'ESGOTADO', 'NAOEXISTE', '   ']) {
      expect({ sent: code, ...errorOf(await redeem(vera, code)) }).toEqual({ sent: code, ...invalid });
    }
    expect(await subscription(vera)).toBeNull();
    expect((await account(vera)).premium).toBe(false);
  });

  it('takes a code’s last redemption once: the next account finds it used up', async () => {
    await t.db.query(
      `INSERT INTO vouchers (code, type, plan_id, days, discount_kind, discount_amount, max_redemptions)
       VALUES ('SOUM', 'prepaid', 'plan-monthly', 10, 'days', 10, 1)`,
    );
    const first = await viewer();
    const second = await viewer();
    expect((await previewed('SOUM', second)).days).toBe(10);
    expect((await redeemed(first, 'SOUM')).end_date).toBe('2026-04-15');
    expect(errorOf(await preview('SOUM', second))).toEqual(invalid);
    expect(errorOf(await redeem(second, 'SOUM'))).toEqual(invalid);
    expect(await redemptionsOf('SOUM')).toEqual({ count: 1, rows: [first.id] });
  });

  it('lets an account redeem a code once: later, with no plan left, it is refused for that account only', async () => {
    const vera = await viewer();
    await redeemed(vera, 'PALCO30');
    clock = Date.UTC(2026, 5, 1, 10);
    const later = { ...vera, token: await signIn(vera.email) };
    expect((await account(later)).premium).toBe(false);
    expect(errorOf(await preview('PALCO30', later))).toEqual(invalid);
    expect(errorOf(await redeem(later, 'PALCO30'))).toEqual(invalid);
    // A visitor, and another account, still see it.
    expect((await previewed('PALCO30', { address: newAddress() })).code).toBe('PALCO30');
    expect((await previewed('PALCO30', await viewer())).code).toBe('PALCO30');
    // Another code is fine for the same account.
    expect((await redeemed(later, 'VERAO')).end_date).toBe('2026-06-30');
  });

  it('refuses a voucher over a plan in force, paid, cancelled or granted by a voucher, and over premium', async () => {
    const paid = await viewer();
    const checkout = await askToken(paid, 'plan-weekly');
    const { id } = CheckoutSchema.parse(checkout.json());
    await call(t, 'POST', `/sandbox/pay/${id}`, { form: { outcome: 'success' } });
    expect((await askStatus(paid, id)).statusCode).toBe(200);
    expect(errorOf(await redeem(paid, 'VERAO'))).toEqual(active);
    expect(errorOf(await redeem(paid, 'VERAO', 'plan-monthly', { update: true }))).toEqual(active);
    expect((await call(t, 'DELETE', '/api/v1/subscription', { token: paid.token })).statusCode).toBe(200);
    expect(errorOf(await redeem(paid, 'VERAO'))).toEqual(active);
    // The code was good: it is neither recorded nor spent.
    expect((await redemptionsOf('VERAO')).rows).not.toContain(paid.id);
    expect((await subscription(paid))?.plan_id).toBe('plan-weekly');

    const byVoucher = await viewer();
    await redeemed(byVoucher, 'VERAO');
    expect(errorOf(await redeem(byVoucher, 'PALCO30'))).toEqual(active);

    // The family demo account is premium without a plan of its own.
    const demo = {
      id: 'acc-family',
      email: 'family@palco.pt',
      token: await signIn('family@palco.pt'),
      address: newAddress(),
    };
    expect((await previewed('PALCO30', demo)).code).toBe('PALCO30');
    const refused = await redeem(demo, 'PALCO30');
    expect(errorOf(refused)).toEqual(active);
    expect(refused.json()).toMatchObject({
      message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_SUBSCRIPTION_ACTIVE,
    });
    expect(await subscription(demo)).toBeNull();
  });

  it('grants once when the same account submits the code several times at once', async () => {
    const vera = await viewer();
    const before = await redemptionsOf('PALCO30');
    const replies = await Promise.all([1, 2, 3, 4].map(() => redeem(vera, 'PALCO30')));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400]);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expect(errorOf(reply)).toEqual(invalid);
    const after = await redemptionsOf('PALCO30');
    expect(after.count).toBe(before.count + 1);
    expect(after.rows.filter((row) => row === vera.id)).toHaveLength(1);
    const rows = await t.db.query('SELECT 1 FROM subscriptions WHERE account_id = $1', [vera.id]);
    expect(rows).toHaveLength(1);
    expect((await subscription(vera))?.end_date).toBe('2026-05-05');
  });

  it('grants once when two redemptions run together, whatever order the database runs them in', async () => {
    const vera = await viewer();
    const today = '2026-04-06';
    const request = { code: 'VERAO', planId: 'plan-monthly', accountId: vera.id };
    const outcomes = await Promise.all([
      redeemVoucher(t.db, request, today, clock),
      redeemVoucher(t.db, request, today, clock),
      redeemVoucher(t.db, request, today, clock),
    ]);
    expect(outcomes.sort()).toEqual(['granted', 'invalid', 'invalid']);
    expect((await redemptionsOf('VERAO')).rows.filter((row) => row === vera.id)).toHaveLength(1);
  });

  it('refuses bad bodies with 400, a body that is not a voucher, and visitors with 401', async () => {
    const vera = await viewer();
    for (const json of [
      {},
      { plan_id: 'plan-monthly', is_voucher: true },
      { plan_id: 'plan-monthly', is_voucher: true, voucher: '' },
      { plan_id: 'plan-monthly', is_voucher: true, voucher: 'v'.repeat(65) },
      { plan_id: 'plan-monthly', is_voucher: true, voucher: 'PALCO\u000030' },
      { plan_id: 'plan\u0000', is_voucher: true, voucher: 'PALCO30' },
      { plan_id: 'plan-monthly', is_voucher: 'yes', voucher: 'PALCO30' },
      { plan_id: 'plan-monthly', is_voucher: false, voucher: 'PALCO30' },
      { plan_id: 'plan-monthly', is_voucher: true, voucher: 'PALCO30', payment_type: 'bitcoin' },
      [],
    ]) {
      const reply = await call(t, 'POST', '/api/v1/subscription', { token: vera.token, json });
      expect({ json, ...errorOf(reply) }).toEqual({ json, status: 400, code: 400 });
    }
    expect(await subscription(vera)).toBeNull();
    const visitor = await call(t, 'POST', '/api/v1/subscription', {
      json: { plan_id: 'plan-monthly', is_voucher: true, voucher: 'PALCO30' },
    });
    expect(errorOf(visitor)).toEqual({ status: 401, code: 401 });
  });
});

describe('paying with a product voucher (POST /v1/subscription/token)', () => {
  it('charges the discounted price and records the redemption when the payment is granted, once', async () => {
    const vera = await viewer();
    const before = await redemptionsOf('MENOS3');
    const checkout = await payWithVoucher(vera, 'plan-monthly', ' menos3 ');
    expect(checkout).toMatchObject({ amount: 3.99, currency: 'EUR' });
    const page = await call(t, 'GET', `/sandbox/pay/${checkout.id}?lang=pt`, {
      headers: { accept: 'text/html' },
    });
    // Paid already: the page tells the outcome. The amount is stored with the checkout.
    expect(page.statusCode).toBe(200);
    const [row] = await t.db.query<{ amount: number; voucher: string }>(
      'SELECT amount, voucher FROM payments WHERE id = $1',
      [checkout.id],
    );
    expect(row).toEqual({ amount: 3.99, voucher: 'MENOS3' });
    // Redeemed when the provider took the money (its notification grants the payment); the status calls
    // after it, however many at once, redeem nothing more.
    expect((await redemptionsOf('MENOS3')).rows.filter((id) => id === vera.id)).toHaveLength(1);
    const replies = await Promise.all([1, 2, 3].map(() => askStatus(vera, checkout.id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = await redemptionsOf('MENOS3');
    expect(after.count).toBe(before.count + 1);
    expect(after.rows.filter((id) => id === vera.id)).toHaveLength(1);
    expect((await subscription(vera))?.payment_type).toBe('thinkpay');
    // The account has used it: not again.
    clock = Date.UTC(2026, 5, 1, 10);
    const later = { ...vera, token: await signIn(vera.email) };
    expect(errorOf(await askToken(later, 'plan-monthly', 'MENOS3'))).toEqual(invalid);
  });

  it('shows the discounted price on the provider’s page', async () => {
    const vera = await viewer();
    const reply = await askToken(vera, 'plan-yearly', 'ANUAL20');
    const checkout = CheckoutSchema.parse(reply.json());
    expect(checkout).toMatchObject({ amount: 55.99, currency: 'EUR' });
    const page = await call(t, 'GET', `/sandbox/pay/${checkout.id}?lang=en`, {
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('<dd id="price">€55.99</dd>');
    // Without the voucher, another checkout at the full price.
    const full = CheckoutSchema.parse((await askToken(vera, 'plan-yearly')).json());
    expect(full.id).not.toBe(checkout.id);
    expect(full.amount).toBe(69.99);
    // The same voucher again (a double click) gets the same checkout back.
    expect(CheckoutSchema.parse((await askToken(vera, 'plan-yearly', 'anual20')).json()).id).toBe(
      checkout.id,
    );
  });

  it('refuses a voucher that is not a product voucher for that plan, or cannot be used', async () => {
    const vera = await viewer();
    for (const [plan, code] of [
      ['plan-monthly', 'ANUAL20'],
      ['plan-monthly', 'PALCO30'],
      ['plan-monthly', 'VERAO'],
      ['plan-monthly', 'EXPIRADO'],
      ['plan-monthly', 'NAOEXISTE'],
    ] as const) {
      expect({ sent: code, ...errorOf(await askToken(vera, plan, code)) }).toEqual({
        sent: code,
        ...invalid,
      });
    }
    const opened = await t.db.query('SELECT 1 FROM payments WHERE account_id = $1', [vera.id]);
    expect(opened).toEqual([]);
    // An empty voucher is no voucher.
    expect(CheckoutSchema.parse((await askToken(vera, 'plan-monthly', '  ')).json()).amount).toBe(6.99);
  });

  it('refuses a product voucher over a plan in force, even as a change of plan', async () => {
    const vera = await viewer();
    await redeemed(vera, 'VERAO');
    expect(errorOf(await askToken(vera, 'plan-monthly', 'MENOS3'))).toEqual(active);
    expect(errorOf(await askToken(vera, 'plan-yearly', 'ANUAL20', { update: true }))).toEqual(active);
    // A change of plan without a voucher is still open to it.
    expect((await askToken(vera, 'plan-yearly', undefined, { update: true })).statusCode).toBe(200);
  });
});

describe('one account’s vouchers are its own', () => {
  it('never lets another account see or use what one account redeemed or opened', async () => {
    const owner = await viewer();
    const other = await viewer();
    await redeemed(owner, 'VERAO');
    // The owner has a plan in force: its product voucher is refused, nothing opened.
    expect(errorOf(await askToken(owner, 'plan-monthly', 'MENOS3'))).toEqual(active);
    // The other account's view of the codes is untouched by the owner's redemption...
    expect((await previewed('VERAO', other)).code).toBe('VERAO');
    expect(await subscription(other)).toBeNull();
    expect((await account(other)).premium).toBe(false);
    // ...and it cannot reach the owner's checkouts.
    const ownCheckout = CheckoutSchema.parse((await askToken(other, 'plan-monthly', 'MENOS3')).json());
    expect(errorOf(await askStatus(owner, ownCheckout.id))).toEqual({
      status: 404,
      code: 'checkout_not_found',
    });
    await call(t, 'POST', `/sandbox/pay/${ownCheckout.id}`, { form: { outcome: 'success' } });
    expect(errorOf(await askStatus(owner, ownCheckout.id))).toEqual({
      status: 404,
      code: 'checkout_not_found',
    });
    expect((await redemptionsOf('MENOS3')).rows).not.toContain(owner.id);
    // The other account redeems for itself, and its plan is its own.
    expect((await askStatus(other, ownCheckout.id)).statusCode).toBe(200);
    expect((await redemptionsOf('MENOS3')).rows).toContain(other.id);
    expect((await subscription(owner))?.payment_type).toBe('voucher');
    expect((await subscription(other))?.payment_type).toBe('thinkpay');
  });
});

describe('guessing codes', () => {
  it('answers 429 with Retry-After after 10 wrong codes from one address, good codes not counted', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await preview('PALCO30', { address })).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect(errorOf(await preview(`ERRADO${i}`, { address }))).toEqual(invalid);
    const refused = await preview('ERRADO10', { address });
    expect(errorOf(refused)).toEqual({ status: 429, code: 'too_many_attempts' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_MS / 1000);
    // A good code is held up too: nothing is looked up past the limit.
    expect((await preview('PALCO30', { address })).statusCode).toBe(429);
    // Another address is not held up; this one is again once the window has passed.
    expect((await preview('PALCO30', { address: newAddress() })).statusCode).toBe(200);
    clock += ATTEMPT_WINDOW_MS + 1000;
    expect((await preview('PALCO30', { address })).statusCode).toBe(200);
  });

  it('counts a signed-in account’s wrong codes wherever it calls from, redemptions included', async () => {
    const vera = await viewer();
    for (let i = 0; i < 10; i += 1) {
      const from = { ...vera, address: newAddress() };
      const reply = i % 2 === 0 ? await preview(`ERRADO${i}`, from) : await redeem(from, `ERRADO${i}`);
      expect(errorOf(reply)).toEqual(invalid);
    }
    const fresh = { ...vera, address: newAddress() };
    const refused = await redeem(fresh, 'PALCO30');
    expect(errorOf(refused)).toEqual({ status: 429, code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscription(vera)).toBeNull();
    // The token call's voucher is a guess as well.
    expect((await askToken(fresh, 'plan-monthly', 'MENOS3')).statusCode).toBe(429);
    // Without a voucher it is not.
    expect((await askToken(fresh, 'plan-monthly')).statusCode).toBe(200);
    // A visitor at one of those addresses is counted apart.
    expect((await preview('PALCO30', { address: fresh.address })).statusCode).toBe(200);
  });
});
