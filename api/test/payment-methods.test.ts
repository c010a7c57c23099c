/** @jest-environment ./test/pglite-environment.cjs */
import { isValidIban, MULTIBANCO_REFERENCE_TTL_MS, PlanListSchema } from '@palco/contracts';
import { call, errorOf } from './account-helpers';
import {
  askStatus,
  askToken,
  newPayer,
  openCheckout,
  subscriptionOf,
  TEST_IBAN,
  tokenBody,
} from './payment-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** 6 April 2026, 11:00 in Lisbon. */
const START = Date.UTC(2026, 3, 6, 10);
let clock = START;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(async () => {
  clock = START;
  await t.db.query(`DELETE FROM settings WHERE key = 'payment_methods_enabled'`);
});

const payer = (): ReturnType<typeof newPayer> => newPayer(t, 'methods');

/** The provider's page told `outcome` (a person at the ATM, the bank receiving a transfer). */
const settle = (id: string, outcome: string): ReturnType<typeof call> =>
  call(t, 'POST', `/sandbox/pay/${id}`, { form: { outcome } });

async function plans(): Promise<Record<string, string[]>> {
  const reply = await call(t, 'GET', '/api/v1/plan');
  const { plans: list } = PlanListSchema.parse(reply.json());
  return Object.fromEntries(list.map((plan) => [plan.id, plan.payment_methods]));
}

describe('the methods a plan offers', () => {
  it('include a Multibanco reference for the monthly plan, and a bank transfer for the yearly one', async () => {
    expect(await plans()).toMatchObject({
      'plan-monthly': ['cc', 'mbway', 'paypal', 'dd', 'multibanco'],
      'plan-yearly': ['cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer'],
    });
  });

  it('leave out a method its switch turned off, in the plans call and at the token call', async () => {
    await t.db.query(`INSERT INTO settings (key, value) VALUES ('payment_methods_enabled', $1::jsonb)`, [
      JSON.stringify({ paypal: 0, transfer: 0 }),
    ]);
    const offered = await plans();
    expect(offered['plan-yearly']).toEqual(['cc', 'mbway', 'dd', 'multibanco']);
    const { token } = await payer();
    for (const method of ['paypal', 'transfer'] as const) {
      expect(errorOf(await askToken(t, token, tokenBody(method, 'plan-yearly')))).toEqual({
        status: 400,
        code: 'payment_method_not_allowed',
      });
    }
    expect((await askToken(t, token, tokenBody('cc', 'plan-yearly'))).statusCode).toBe(200);
  });
});

describe('direct debit', () => {
  it('needs a valid IBAN and its holder, and keeps only the IBAN’s last four characters', async () => {
    const { token } = await payer();
    for (const params of [
      undefined,
      { iban: 'PT50 0002 0123 1234 5678 9015 5', holder: 'Ana Débito' },
      { iban: 'PT50', holder: 'Ana Débito' },
      { iban: TEST_IBAN, holder: '   ' },
    ]) {
      const reply = await askToken(t, token, tokenBody('dd', 'plan-monthly', { params }));
      expect({ params, ...errorOf(reply) }).toEqual({ params, status: 400, code: 'invalid_iban' });
    }
    const checkout = await openCheckout(t, token, 'plan-monthly', 'dd', {
      params: { iban: ' pt50 0002 0123 1234 5678 9015 4 ', holder: '  Ana   Débito ' },
    });
    expect(checkout.debit).toEqual({ iban: '•••• 0154', holder: 'Ana Débito' });
    const [row] = await t.db.query<{ stored: string }>(
      'SELECT details::text AS stored FROM payments WHERE id = $1',
      [checkout.id],
    );
    expect(row?.stored).not.toMatch(/0002|000201231234567890154/);
    // The provider's page asks to authorise a debit from that account.
    const page = await call(t, 'GET', `/sandbox/pay/${checkout.id}?lang=pt`, {
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('•••• 0154 (Ana Débito)');
  });

  it('gives the same checkout for the same account again, and another for another account', async () => {
    const { token } = await payer();
    const first = await openCheckout(t, token, 'plan-monthly', 'dd');
    expect((await openCheckout(t, token, 'plan-monthly', 'dd')).id).toBe(first.id);
    const other = await openCheckout(t, token, 'plan-monthly', 'dd', {
      params: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Ana Débito' },
    });
    expect(other.id).not.toBe(first.id);
    expect(other.debit?.iban).toBe('•••• 3000');
  });
});

describe('a Multibanco reference', () => {
  it('is given with its entity and expiry, the same again on a double click, and pending until paid', async () => {
    const { token } = await payer();
    const checkout = await openCheckout(t, token, 'plan-monthly', 'multibanco');
    expect(checkout).toMatchObject({ payment_type: 'thinkpay', amount: 6.99, currency: 'EUR' });
    expect(checkout.multibanco).toEqual({
      entity: '21800',
      reference: expect.stringMatching(/^\d{9}$/),
      expires_at: new Date(START + MULTIBANCO_REFERENCE_TTL_MS).toISOString(),
    });
    expect((await openCheckout(t, token, 'plan-monthly', 'multibanco')).multibanco).toEqual(
      checkout.multibanco,
    );
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'invalid_payment' });
  });

  it('paid at an ATM makes the account premium at once, with nobody asking for the status', async () => {
    const { token } = await payer();
    const checkout = await openCheckout(t, token, 'plan-monthly', 'multibanco');
    clock += 26 * 3_600_000;
    expect((await settle(checkout.id, 'success')).statusCode).toBe(200);
    const { user_plan: plan } = await subscriptionOf(t, token);
    expect(plan).toMatchObject({
      plan_id: 'plan-monthly',
      payment_type: 'thinkpay',
      payment_method: 'multibanco',
    });
    const account = await call(t, 'GET', '/api/v1/account', { token });
    expect(account.json()).toMatchObject({ premium: true });
    // A popup still open then hears of it.
    expect((await askStatus(t, token, checkout)).statusCode).toBe(200);
  });

  it('not paid in 72 hours expires: nothing can be paid with it, and a new one is given', async () => {
    const { token } = await payer();
    const checkout = await openCheckout(t, token, 'plan-monthly', 'multibanco');
    clock += MULTIBANCO_REFERENCE_TTL_MS + 1;
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'payment_expired' });
    const late = await settle(checkout.id, 'success');
    expect(errorOf(late)).toEqual({ status: 409, code: 'checkout_settled' });
    expect((await subscriptionOf(t, token)).user_plan).toBeNull();
    const again = await openCheckout(t, token, 'plan-monthly', 'multibanco');
    expect(again.id).not.toBe(checkout.id);
    expect(again.multibanco?.reference).not.toBe(checkout.multibanco?.reference);
  });

  it('that was never asked about expires all the same when its page is paid late', async () => {
    const { token } = await payer();
    const checkout = await openCheckout(t, token, 'plan-monthly', 'multibanco');
    clock += MULTIBANCO_REFERENCE_TTL_MS + 1;
    expect(errorOf(await settle(checkout.id, 'success'))).toEqual({ status: 409, code: 'checkout_settled' });
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'payment_expired' });
  });
});

describe('a bank transfer', () => {
  it('names the account to transfer to and a reference, and grants the plan when the money arrives', async () => {
    const { token } = await payer();
    const checkout = await openCheckout(t, token, 'plan-yearly', 'transfer');
    expect(checkout).toMatchObject({ payment_type: 'dd', amount: 69.99, currency: 'EUR' });
    expect(checkout.transfer).toEqual({
      iban: expect.stringMatching(/^PT\d{2}( \d{4}){5} \d$/),
      bic: 'PALCPTPL',
      beneficiary: 'Palco Media, S.A.',
      reference: expect.stringMatching(/^PALCO-[A-HJ-NP-Z2-9]{8}$/),
    });
    expect(isValidIban(checkout.transfer?.iban ?? '')).toBe(true);
    expect((await openCheckout(t, token, 'plan-yearly', 'transfer')).transfer).toEqual(checkout.transfer);
    expect((await subscriptionOf(t, token)).user_plan).toBeNull();

    clock += 2 * 24 * 3_600_000;
    expect((await settle(checkout.id, 'success')).statusCode).toBe(200);
    expect((await subscriptionOf(t, token)).user_plan).toMatchObject({
      plan_id: 'plan-yearly',
      payment_method: 'transfer',
      end_date: '2027-04-07',
    });
  });

  it(
    'is paid to the deployment’s own account when one is configured',
    async () => {
      const own = await buildTestApp({
        now: () => clock,
        env: {
          TRANSFER_IBAN: 'DE89370400440532013000',
          TRANSFER_BIC: 'COBADEFFXXX',
          TRANSFER_BENEFICIARY: 'Palco GmbH',
        },
      });
      try {
        const { token } = await newPayer(own, 'own-transfer');
        const checkout = await openCheckout(own, token, 'plan-yearly', 'transfer');
        expect(checkout.transfer).toMatchObject({
          iban: 'DE89 3704 0044 0532 0130 00',
          bic: 'COBADEFFXXX',
          beneficiary: 'Palco GmbH',
        });
      } finally {
        await own.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
