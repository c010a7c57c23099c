/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema, PlanSchema, SubscriptionSchema } from '@palco/contracts';
import { maxStreamsOf } from '../src/content/streams';
import { payPalCancellationsOf } from '../src/payments/paypal-agreements';
import { call, errorOf } from './account-helpers';
import { askToken, newPayer, pay, signInAs, subscriptionOf, tokenBody, type Payer } from './payment-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** 6 April 2026, 11:00 in Lisbon: a monthly plan bought now runs to 5 May, a change after it from 6 May. */
const START = Date.UTC(2026, 3, 6, 10);
let clock = START;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(async () => {
  clock = START;
  await t.db.query(`UPDATE settings SET value = '1'::jsonb WHERE key = 'update_payment_method'`);
});

const payer = (): Promise<Payer> => newPayer(t, 'manager');

async function premium(token: string): Promise<boolean> {
  const reply = await call(t, 'GET', '/api/v1/account', { token });
  return AccountSchema.parse(reply.json()).premium;
}

const cancel = (token: string) => call(t, 'DELETE', '/api/v1/subscription', { token });

describe('the plan in force (GET /v1/subscription)', () => {
  it('names the plan as it is sold: price, period and methods, beside its status and last day', async () => {
    const { token } = await payer();
    expect(await subscriptionOf(t, token)).toEqual({ user_plan: null });
    await pay(t, token, 'plan-monthly', { method: 'mbway' });
    const answer = await subscriptionOf(t, token);
    expect(answer.user_plan).toEqual({
      plan_id: 'plan-monthly',
      description: 'Mensal',
      status: 'ACTIVE',
      end_date: '2026-05-05',
      payment_type: 'thinkpay',
      payment_method: 'mbway',
    });
    expect(PlanSchema.parse(answer.plan)).toMatchObject({
      id: 'plan-monthly',
      name: 'Mensal',
      price: 6.99,
      currency: 'EUR',
      period_type: 'M',
      payment_methods: ['cc', 'mbway', 'paypal', 'dd', 'multibanco'],
    });
  });

  it('describes an affiliate’s plan too, with its affiliate', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-nos-monthly');
    expect((await subscriptionOf(t, token)).plan).toMatchObject({ id: 'plan-nos-monthly', affiliate: 'nos' });
  });

  it('answers only with a session', async () => {
    expect(errorOf(await call(t, 'GET', '/api/v1/subscription'))).toEqual({ status: 401, code: 401 });
  });
});

describe('changing plan (section 4: it starts after the current plan ends)', () => {
  it('keeps the plan in force until its last day, then runs the new one from the day after', async () => {
    const { id, email, token } = await payer();
    await pay(t, token, 'plan-monthly');
    const status = await pay(t, token, 'plan-yearly', { update: true });
    // The payment answers the plan in force, with the change waiting for it.
    expect(status.product).toMatchObject({ id: 'plan-yearly', price: 69.99 });
    const waiting = {
      plan_id: 'plan-monthly',
      description: 'Mensal',
      status: 'ACTIVE',
      end_date: '2026-05-05',
      payment_type: 'thinkpay',
      payment_method: 'cc',
      next_plan: {
        plan_id: 'plan-yearly',
        description: 'Anual',
        start_date: '2026-05-06',
        end_date: '2027-05-05',
        payment_type: 'thinkpay',
        payment_method: 'cc',
      },
    };
    expect(status.user_plan).toEqual(waiting);
    expect((await subscriptionOf(t, token)).user_plan).toEqual(waiting);
    // Until then the monthly plan's rules hold: two live streams, not the yearly plan's four.
    expect(await maxStreamsOf(t.db, id, clock)).toBe(2);

    // The last day of the monthly plan, late in Lisbon: still monthly.
    clock = Date.UTC(2026, 4, 5, 22, 30);
    expect((await subscriptionOf(t, await signInAs(t, email))).user_plan?.plan_id).toBe('plan-monthly');
    // The next day the yearly plan is the plan, for a year, and still premium.
    clock = Date.UTC(2026, 4, 5, 23, 30);
    const later = await signInAs(t, email);
    const changed = await subscriptionOf(t, later);
    expect(changed.user_plan).toEqual({
      plan_id: 'plan-yearly',
      description: 'Anual',
      status: 'ACTIVE',
      end_date: '2027-05-05',
      payment_type: 'thinkpay',
      payment_method: 'cc',
    });
    expect(changed.plan).toMatchObject({ id: 'plan-yearly', price: 69.99 });
    expect(await premium(later)).toBe(true);
    expect(await maxStreamsOf(t.db, id, clock)).toBe(4);
  });

  it('takes no other change, nor a new method, while one waits to start; then it does', async () => {
    const { email, token } = await payer();
    await pay(t, token, 'plan-monthly');
    await pay(t, token, 'plan-weekly', { update: true });
    for (const body of [
      tokenBody('cc', 'plan-yearly', { update: true }),
      tokenBody('paypal', 'plan-monthly', { update: true }),
      tokenBody('cc', 'plan-weekly', { update: true }),
    ]) {
      expect(errorOf(await askToken(t, token, body))).toEqual({ status: 409, code: 'plan_change_pending' });
    }
    // Without `update` it is a second plan, refused as ever.
    expect(errorOf(await askToken(t, token, tokenBody('cc', 'plan-yearly')))).toEqual({
      status: 409,
      code: 'subscription_active',
    });
    clock = Date.UTC(2026, 4, 6, 10);
    const later = await signInAs(t, email);
    expect((await subscriptionOf(t, later)).user_plan).toMatchObject({
      plan_id: 'plan-weekly',
      end_date: '2026-05-12',
    });
    expect((await askToken(t, later, tokenBody('cc', 'plan-yearly', { update: true }))).statusCode).toBe(200);
  });

  it('keeps every day paid for when two changes were paid before either was granted', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-monthly');
    // Two checkouts opened before either was granted: each was accepted when it was opened.
    const first = await askToken(t, token, tokenBody('cc', 'plan-weekly', { update: true }));
    const second = await askToken(t, token, tokenBody('cc', 'plan-yearly', { update: true }));
    for (const opened of [first, second]) {
      const { id } = opened.json() as { id: string };
      await call(t, 'POST', `/sandbox/pay/${id}`, { form: { outcome: 'success' } });
      const status = await call(t, 'POST', '/api/v1/payment/status', {
        token,
        json: { payment_type: 'thinkpay', params: { checkoutId: id } },
      });
      expect(status.statusCode).toBe(200);
    }
    // The week from 6 May, then the year from 13 May: the later choice, for both periods.
    expect((await subscriptionOf(t, token)).user_plan?.next_plan).toMatchObject({
      plan_id: 'plan-yearly',
      start_date: '2026-05-06',
      end_date: '2027-05-12',
    });
  });

  it('lets a plan granted by a voucher be followed by a paid plan, which waits for it', async () => {
    const { token } = await payer();
    const redeemed = await call(t, 'POST', '/api/v1/subscription', {
      token,
      json: { plan_id: 'plan-monthly', is_voucher: true, voucher: 'VERAO' },
    });
    expect(redeemed.statusCode).toBe(200);
    const status = await pay(t, token, 'plan-yearly', { update: true, method: 'paypal' });
    expect(status.user_plan).toMatchObject({
      plan_id: 'plan-monthly',
      payment_type: 'voucher',
      payment_method: null,
      end_date: '2026-05-05',
      next_plan: { plan_id: 'plan-yearly', start_date: '2026-05-06', payment_method: 'paypal' },
    });
  });
});

describe('a new payment method', () => {
  it('pays the plan’s next period with the new method, which the plan then shows', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-monthly');
    const status = await pay(t, token, 'plan-monthly', { update: true, method: 'paypal' });
    expect(status.user_plan).toEqual({
      plan_id: 'plan-monthly',
      description: 'Mensal',
      status: 'ACTIVE',
      end_date: '2026-06-05',
      payment_type: 'paypal',
      payment_method: 'paypal',
    });
  });

  it('is refused while the setting is off, for a paid plan; a change of plan is still taken', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-monthly');
    await t.db.query(`UPDATE settings SET value = '0'::jsonb WHERE key = 'update_payment_method'`);
    expect(errorOf(await askToken(t, token, tokenBody('dd', 'plan-monthly', { update: true })))).toEqual({
      status: 403,
      code: 'payment_method_update_disabled',
    });
    expect((await askToken(t, token, tokenBody('cc', 'plan-yearly', { update: true }))).statusCode).toBe(200);
    // What the monthly plan paid stays as it was.
    expect((await subscriptionOf(t, token)).user_plan).toMatchObject({
      payment_method: 'cc',
      end_date: '2026-05-05',
    });
  });
});

describe('cancelling (DELETE /v1/subscription)', () => {
  it('cancels a PayPal plan at PayPal too, once, and a card plan only here', async () => {
    const byPayPal = await payer();
    await pay(t, byPayPal.token, 'plan-monthly', { method: 'paypal' });
    for (let i = 0; i < 2; i += 1) {
      const reply = await cancel(byPayPal.token);
      expect(SubscriptionSchema.parse(reply.json()).user_plan).toMatchObject({
        status: 'CANCELLED',
        end_date: '2026-05-05',
      });
    }
    expect(await payPalCancellationsOf(t.db, byPayPal.id)).toEqual(['plan-monthly']);

    const byCard = await payer();
    await pay(t, byCard.token, 'plan-monthly');
    expect((await cancel(byCard.token)).statusCode).toBe(200);
    expect(await payPalCancellationsOf(t.db, byCard.id)).toEqual([]);
  });

  it('keeps a change of plan already paid for, which then runs as cancelled', async () => {
    const { email, token } = await payer();
    await pay(t, token, 'plan-monthly');
    await pay(t, token, 'plan-weekly', { update: true });
    const reply = await cancel(token);
    expect(SubscriptionSchema.parse(reply.json()).user_plan).toMatchObject({
      status: 'CANCELLED',
      end_date: '2026-05-05',
      next_plan: { plan_id: 'plan-weekly', start_date: '2026-05-06', end_date: '2026-05-12' },
    });
    clock = Date.UTC(2026, 4, 10, 10);
    const later = await signInAs(t, email);
    expect((await subscriptionOf(t, later)).user_plan).toMatchObject({
      plan_id: 'plan-weekly',
      status: 'CANCELLED',
      end_date: '2026-05-12',
    });
    expect(await premium(later)).toBe(true);
    clock = Date.UTC(2026, 4, 13, 10);
    const after = await signInAs(t, email);
    expect(await premium(after)).toBe(false);
    expect(await subscriptionOf(t, after)).toEqual({ user_plan: null });
  });

  it('cancels only the caller’s own plan', async () => {
    const owner = await payer();
    const other = await payer();
    await pay(t, owner.token, 'plan-monthly');
    expect(errorOf(await cancel(other.token))).toEqual({ status: 404, code: 'subscription_not_found' });
    expect((await subscriptionOf(t, owner.token)).user_plan?.status).toBe('ACTIVE');
    expect(await subscriptionOf(t, other.token)).toEqual({ user_plan: null });
  });
});
