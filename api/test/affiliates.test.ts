/** @jest-environment ./test/pglite-environment.cjs */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AccountSchema,
  accountErrorCodes,
  CheckoutSchema,
  PlanListSchema,
  SubscriptionSchema,
  type Plan,
} from '@palco/contracts';
import { pgliteDb } from '../src/db';
import { SEED_AFFILIATE_PLANS, SEED_AFFILIATES } from '../src/seed/affiliates';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, captchaToken, errorOf, newAddress, newEmail, signupFields } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

async function plansOf(query = ''): Promise<Plan[]> {
  const reply = await call(t, 'GET', `/api/v1/plan${query}`);
  expect(reply.statusCode).toBe(200);
  return PlanListSchema.parse(reply.json()).plans;
}

/** A sign-up as registration step 1 sends it, with the affiliate marker its route carries. */
async function signUpWith(affiliate: string | undefined, fields: Record<string, unknown> = {}) {
  const email = newEmail('afiliado');
  const json = { ...signupFields(email, await captchaToken(t)), ...fields, affiliate };
  const send = () => call(t, 'POST', '/api/v1/signup', { address: newAddress(), json });
  return { email, json, reply: await send(), send };
}

/** Switches an affiliate's offer off for one test. */
async function whileInactive(id: string, run: () => Promise<void>): Promise<void> {
  await t.db.query('UPDATE affiliates SET active = false WHERE id = $1', [id]);
  try {
    await run();
  } finally {
    await t.db.query('UPDATE affiliates SET active = true WHERE id = $1', [id]);
  }
}

describe('the plans call (GET /v1/plan)', () => {
  it('lists the regular plans without a marker, and never an affiliate’s', async () => {
    const plans = await plansOf();
    expect(plans.map((p) => p.id)).toEqual(['plan-monthly', 'plan-yearly', 'plan-weekly']);
    expect(plans.every((p) => p.affiliate === undefined)).toBe(true);
  });

  it.each([
    ['nos', 'NOS Palco Mensal', 4.99, 'M', ['cc']],
    ['vodafone', 'Vodafone Palco Mensal', 5.49, 'M', ['cc', 'mbway']],
    ['samsung', 'Samsung Palco Semestral', 20.97, 'S', ['cc']],
  ])('answers %s’s own plans, marked with it', async (affiliate, name, price, period, methods) => {
    const plans = await plansOf(`?affiliate=${affiliate}`);
    expect(plans).toEqual([
      expect.objectContaining({
        type: 'SUBSCRIPTION',
        name,
        price,
        currency: 'EUR',
        period_type: period,
        payment_methods: methods,
        affiliate,
      }),
    ]);
    // As a hand-typed link may spell it.
    expect(await plansOf(`?affiliate=${affiliate.toUpperCase()}`)).toEqual(plans);
  });

  it('refuses an unknown affiliate in the one error shape, with a message in each language', async () => {
    for (const marker of ['meo', 'nos2', 'x']) {
      const reply = await call(t, 'GET', `/api/v1/plan?affiliate=${marker}`);
      expect(errorOf(reply)).toEqual({ status: 400, code: accountErrorCodes.unknownAffiliate });
      expect((reply.json() as { message: string }).message).toBe(
        SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_UNKNOWN_AFFILIATE,
      );
    }
    for (const locale of ['pt', 'en', 'fr_FR'] as const) {
      const reply = await call(t, 'GET', `/api/v1/translation/${locale}`);
      const dictionary = (reply.json() as { translations: Record<string, string> }).translations;
      expect(dictionary.SERVER_ERROR_UNKNOWN_AFFILIATE).toEqual(expect.any(String));
    }
    expect(SERVER_TRANSLATIONS.en.SERVER_ERROR_UNKNOWN_AFFILIATE).not.toBe(
      SERVER_TRANSLATIONS.fr_FR.SERVER_ERROR_UNKNOWN_AFFILIATE,
    );
  });

  it('refuses an affiliate whose offer has ended, and lists its plans nowhere', async () => {
    await whileInactive('samsung', async () => {
      const reply = await call(t, 'GET', '/api/v1/plan?affiliate=samsung');
      expect(errorOf(reply)).toEqual({ status: 400, code: 'unknown_affiliate' });
      expect((await plansOf()).some((p) => p.id === 'plan-samsung-semiannual')).toBe(false);
    });
    expect(await plansOf('?affiliate=samsung')).toHaveLength(1);
  });
});

describe('sign-up with an affiliate marker (POST /v1/signup)', () => {
  it('keeps the affiliate on the account, as its id', async () => {
    const { reply } = await signUpWith('Vodafone');
    expect(reply.statusCode).toBe(201);
    const [row] = await t.db.query<{ affiliate: string | null }>(
      'SELECT affiliate FROM accounts WHERE id = $1',
      [(reply.json() as { id: string }).id],
    );
    expect(row?.affiliate).toBe('vodafone');
    const plain = await signUpWith(undefined);
    const [none] = await t.db.query<{ affiliate: string | null }>(
      'SELECT affiliate FROM accounts WHERE id = $1',
      [(plain.reply.json() as { id: string }).id],
    );
    expect(none?.affiliate).toBeNull();
  });

  it('refuses an unknown or ended affiliate, makes nothing, and keeps the captcha for the next try', async () => {
    const unknown = await signUpWith('meo');
    expect(errorOf(unknown.reply)).toEqual({ status: 400, code: 'unknown_affiliate' });
    expect((unknown.reply.json() as { message: string }).message).toBe(
      SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_UNKNOWN_AFFILIATE,
    );
    expect(await t.db.query('SELECT 1 FROM accounts WHERE email = $1', [unknown.email])).toEqual([]);

    // The same form sent again without the marker: the captcha's token was not spent on the refusal.
    const again = await call(t, 'POST', '/api/v1/signup', {
      address: newAddress(),
      json: { ...unknown.json, affiliate: '' },
    });
    expect(again.statusCode).toBe(201);

    await whileInactive('nos', async () => {
      const ended = await signUpWith('nos');
      expect(errorOf(ended.reply)).toEqual({ status: 400, code: 'unknown_affiliate' });
    });
  });
});

describe('paying for an affiliate’s plan', () => {
  it('goes through the payment flow like any plan, by the plan’s own methods and price', async () => {
    const token = await mintToken(t.db, 'free@palco.pt');
    const refused = await call(t, 'POST', '/api/v1/subscription/token', {
      token,
      json: { payment_type: 'thinkpay', payment_method: 'mbway', plan_id: 'plan-nos-monthly' },
    });
    expect(errorOf(refused)).toEqual({ status: 400, code: 'payment_method_not_allowed' });

    const opened = await call(t, 'POST', '/api/v1/subscription/token', {
      token,
      json: { payment_type: 'thinkpay', payment_method: 'cc', plan_id: 'plan-nos-monthly' },
    });
    expect(opened.statusCode).toBe(200);
    const checkout = CheckoutSchema.parse(opened.json());
    expect(checkout).toMatchObject({ amount: 4.99, currency: 'EUR', payment_method: 'cc' });

    const paid = await call(t, 'POST', `/sandbox/pay/${checkout.id}`, { form: { outcome: 'success' } });
    expect(paid.statusCode).toBe(200);
    const status = await call(t, 'POST', '/api/v1/payment/status', {
      token,
      json: { payment_type: 'thinkpay', params: { checkoutId: checkout.id } },
    });
    expect(status.statusCode).toBe(200);
    const subscription = await call(t, 'GET', '/api/v1/subscription', { token });
    expect(SubscriptionSchema.parse(subscription.json()).user_plan).toMatchObject({
      plan_id: 'plan-nos-monthly',
      status: 'ACTIVE',
    });
    const account = await call(t, 'GET', '/api/v1/account', { token });
    expect(AccountSchema.parse(account.json()).premium).toBe(true);
  });
});

describe('migration 017', () => {
  it('gives a database seeded before it the same affiliates, plans and words as the seed', async () => {
    const db = await pgliteDb(new HostPGlite(), 'PGlite in memory');
    try {
      const dir = path.join(__dirname, '..', 'src', 'migrations');
      const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
      const ours = files.indexOf('017_affiliates.sql');
      for (const file of files.slice(0, ours)) await db.exec(await readFile(path.join(dir, file), 'utf8'));
      // A database seeded before: the migration looks for its settings.
      await db.query(`INSERT INTO settings (key, value) VALUES ('page_size', '30')`);
      await db.exec(await readFile(path.join(dir, files[ours]!), 'utf8'));

      const affiliates = await db.query('SELECT id, name, active FROM affiliates ORDER BY id');
      expect(affiliates).toEqual([...SEED_AFFILIATES].sort((a, b) => a.id.localeCompare(b.id)));
      const query = `SELECT id, 'SUBSCRIPTION' AS type, name, description, price, full_price, renewal_price,
          currency, highlight, period_type, payment_methods, affiliate_id AS affiliate
        FROM plans WHERE affiliate_id IS NOT NULL ORDER BY id`;
      const seeded = await t.db.query(query);
      expect(await db.query(query)).toEqual(seeded);
      expect(seeded).toEqual([...SEED_AFFILIATE_PLANS].sort((a, b) => a.id.localeCompare(b.id)));
      const words = await db.query<{ locale: string; value: string }>(
        `SELECT locale, value FROM translations WHERE key = 'SERVER_ERROR_UNKNOWN_AFFILIATE' ORDER BY locale`,
      );
      expect(Object.fromEntries(words.map((w) => [w.locale, w.value]))).toEqual({
        pt_PT: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_UNKNOWN_AFFILIATE,
        en: SERVER_TRANSLATIONS.en.SERVER_ERROR_UNKNOWN_AFFILIATE,
        fr_FR: SERVER_TRANSLATIONS.fr_FR.SERVER_ERROR_UNKNOWN_AFFILIATE,
      });
    } finally {
      await db.close();
    }
  });
});
