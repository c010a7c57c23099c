/** @jest-environment ./test/pglite-environment.cjs */
import { CheckoutSchema } from '@palco/contracts';
import {
  StripeGatewayError,
  type CardCheckoutRequest,
  type CardStatus,
  type StripeGateway,
} from '../src/payments/stripe-gateway';
import { errorOf } from './account-helpers';
import { askStatus, askToken, newPayer, subscriptionOf, tokenBody } from './payment-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

/** The production card gateway as the API sees it, answering what each test says. */
class FakeGateway implements StripeGateway {
  opened: CardCheckoutRequest[] = [];
  status: CardStatus | Error = 'pending';
  openFails: Error | null = null;

  async openCardCheckout(request: CardCheckoutRequest): Promise<{ sessionId: string; clientSecret: string }> {
    this.opened.push(request);
    if (this.openFails) throw this.openFails;
    return {
      sessionId: `cs_test_${request.checkoutId}`,
      clientSecret: `cs_test_${request.checkoutId}_secret_x`,
    };
  }

  async cardStatus(): Promise<CardStatus> {
    if (this.status instanceof Error) throw this.status;
    return this.status;
  }
}

const gateway = new FakeGateway();
let t: InjectApp;

beforeAll(async () => {
  t = await buildTestApp({ cardGateway: gateway, env: { SITE_ORIGINS: 'https://palco.example' } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  gateway.opened = [];
  gateway.status = 'pending';
  gateway.openFails = null;
});

const payer = (): ReturnType<typeof newPayer> => newPayer(t, 'card-gateway');

async function cardCheckout(token: string) {
  const reply = await askToken(t, token, tokenBody('cc', 'plan-monthly'));
  expect(reply.statusCode).toBe(200);
  return CheckoutSchema.parse(reply.json());
}

describe('card payments through the production card gateway', () => {
  it('open one gateway session per checkout, whose client secret the page mounts the form with', async () => {
    const { token, email } = await payer();
    const checkout = await cardCheckout(token);
    expect(gateway.opened).toEqual([
      {
        checkoutId: checkout.id,
        amount: 6.99,
        currency: 'EUR',
        description: 'Mensal',
        accountEmail: email,
        returnUrl: 'https://palco.example/adira-ja?thinkpay=success',
      },
    ]);
    expect(checkout).toMatchObject({
      client_secret: `cs_test_${checkout.id}_secret_x`,
      url: 'https://palco.example/adira-ja?thinkpay=success',
    });
    // A double click or a reload: the same checkout and the same form, no second session.
    expect((await cardCheckout(token)).client_secret).toBe(checkout.client_secret);
    expect(gateway.opened).toHaveLength(1);
  });

  it('leave the other methods to their own providers', async () => {
    const { token } = await payer();
    const reply = await askToken(t, token, tokenBody('mbway', 'plan-monthly'));
    expect(CheckoutSchema.parse(reply.json()).client_secret).toBeUndefined();
    expect(gateway.opened).toHaveLength(0);
  });

  it('are granted once the gateway says paid, and only then', async () => {
    const { token } = await payer();
    const checkout = await cardCheckout(token);
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'invalid_payment' });
    // The gateway down: still pending, nothing refused.
    gateway.status = new StripeGatewayError('down', 503, 'api_error', null, true);
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'invalid_payment' });
    gateway.status = 'paid';
    const replies = await Promise.all([1, 2, 3].map(() => askStatus(t, token, checkout)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect((await subscriptionOf(t, token)).user_plan).toMatchObject({
      plan_id: 'plan-monthly',
      payment_method: 'cc',
    });
    const [row] = await t.db.query<{ invoices: number }>(
      'SELECT count(*)::int AS invoices FROM invoices WHERE payment_id = $1',
      [checkout.id],
    );
    expect(row?.invoices).toBe(1);
  });

  it('answer the viewer’s giving up at the gateway as cancelled', async () => {
    const { token } = await payer();
    const checkout = await cardCheckout(token);
    gateway.status = 'cancelled';
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'payment_cancelled' });
    gateway.status = 'paid';
    // The first answer stands.
    expect(errorOf(await askStatus(t, token, checkout))).toEqual({ status: 402, code: 'payment_cancelled' });
  });

  it('answer 503 when the gateway cannot open its form for now, and 502 when it refuses to', async () => {
    const { token } = await payer();
    gateway.openFails = new StripeGatewayError('slow', 0, 'timeout', null, true);
    expect(errorOf(await askToken(t, token, tokenBody('cc', 'plan-monthly')))).toEqual({
      status: 503,
      code: 503,
    });
    gateway.openFails = new StripeGatewayError('bad key', 401, 'invalid_request_error', null, false);
    expect(errorOf(await askToken(t, token, tokenBody('cc', 'plan-monthly')))).toEqual({
      status: 502,
      code: 502,
    });
    // Once it works, the same checkout gets its form.
    gateway.openFails = null;
    expect((await cardCheckout(token)).client_secret).toMatch(/^cs_test_/);
  });
});
