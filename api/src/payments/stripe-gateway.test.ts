import { inspect } from 'node:util';
import {
  STRIPE_API_VERSION,
  StripeGatewayError,
  stripeGateway,
  stripeGatewayOf,
  toCents,
  type CardCheckoutRequest,
  type StripeGateway,
} from './stripe-gateway';

const SECRET = 'sk_test_51AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': 'req_123', ...headers },
  });

/** A gateway whose `fetch` records each request and answers with `answer`'s response. */
function gatewayAnswering(answer: (sent: Sent) => Response | Promise<Response>, timeoutMs?: number) {
  const sent: Sent[] = [];
  const gateway = stripeGateway({
    secretKey: SECRET,
    ...(timeoutMs ? { timeoutMs } : {}),
    fetch: async (input, init) => {
      const request: Sent = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      };
      sent.push(request);
      return answer(request);
    },
  });
  return { gateway, sent };
}

const request: CardCheckoutRequest = {
  checkoutId: 'chk-AbC123_xyz',
  amount: 4.99,
  currency: 'EUR',
  description: 'Premium Mensal',
  accountEmail: 'ana@example.pt',
  returnUrl: 'https://palco.example/adira-ja?thinkpay=success',
};

const created = {
  id: 'cs_test_a1B2c3',
  object: 'checkout.session',
  client_secret: 'cs_test_a1B2c3_secret_Zz9',
};

/** What `promise` rejected with, which must be the gateway's error. */
async function failureOf(promise: Promise<unknown>): Promise<StripeGatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StripeGatewayError);
  return error as StripeGatewayError;
}

describe('stripeGatewayOf', () => {
  it('is there only with a secret key', () => {
    expect(stripeGatewayOf({})).toBeNull();
    expect(stripeGatewayOf({ STRIPE_SECRET_KEY: '  ' })).toBeNull();
    expect(stripeGatewayOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toBeNull();
    expect(stripeGatewayOf({ STRIPE_SECRET_KEY: SECRET })).not.toBeNull();
  });

  it('authorises with the trimmed key', async () => {
    let authorization: string | null = null;
    const gateway = stripeGatewayOf(
      { STRIPE_SECRET_KEY: ` ${SECRET}\n` },
      {
        fetch: async (_input, init) => {
          authorization = new Headers(init?.headers).get('authorization');
          return json({ id: 'cs_test_1', status: 'open', payment_status: 'unpaid' });
        },
      },
    );
    await gateway?.cardStatus('cs_test_1');
    expect(authorization).toBe(`Bearer ${SECRET}`);
  });
});

describe('toCents', () => {
  it.each([
    [4.99, 499],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.15, 115],
    [0.07, 7],
    [9.95, 995],
    [1234567.89, 123456789],
    [10, 1000],
    [1.005, 101],
  ])('%d is %d cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
    expect(Number.isInteger(toCents(amount))).toBe(true);
  });

  it('refuses what no card is charged', () => {
    for (const amount of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toCents(amount)).toThrow(StripeGatewayError);
    }
  });
});

describe('openCardCheckout', () => {
  it('creates an embedded card session for the checkout, once however often it is asked', async () => {
    const { gateway, sent } = gatewayAnswering(() => json(created));
    expect(await gateway.openCardCheckout(request)).toEqual({
      sessionId: 'cs_test_a1B2c3',
      clientSecret: 'cs_test_a1B2c3_secret_Zz9',
    });
    const [call] = sent;
    expect(call?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(call?.headers.get('idempotency-key')).toBe('chk-AbC123_xyz');
    expect(call?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      mode: 'payment',
      ui_mode: 'embedded_page',
      redirect_on_completion: 'if_required',
      return_url: 'https://palco.example/adira-ja?thinkpay=success&session_id={CHECKOUT_SESSION_ID}',
      client_reference_id: 'chk-AbC123_xyz',
      'metadata[checkout_id]': 'chk-AbC123_xyz',
      'payment_intent_data[metadata][checkout_id]': 'chk-AbC123_xyz',
      'payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Premium Mensal',
      customer_email: 'ana@example.pt',
    });

    // A double click: the same key and the same form, so Stripe answers the session it made.
    await gateway.openCardCheckout(request);
    expect(sent[1]?.headers.get('idempotency-key')).toBe('chk-AbC123_xyz');
    expect(sent[1]?.form.toString()).toBe(call?.form.toString());
  });

  it('charges the cents of a dollar price, without an e-mail when there is none', async () => {
    const { gateway, sent } = gatewayAnswering(() => json(created));
    const { accountEmail: _email, ...withoutEmail } = request;
    await gateway.openCardCheckout({ ...withoutEmail, amount: 0.1 + 0.2, currency: 'USD' });
    expect(sent[0]?.form.get('line_items[0][price_data][unit_amount]')).toBe('30');
    expect(sent[0]?.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent[0]?.form.has('customer_email')).toBe(false);
  });

  it("keeps a return URL's own session id template, and puts the one it adds before a fragment", async () => {
    const { gateway, sent } = gatewayAnswering(() => json(created));
    await gateway.openCardCheckout({
      ...request,
      returnUrl: 'https://palco.example/back/{CHECKOUT_SESSION_ID}',
    });
    await gateway.openCardCheckout({ ...request, returnUrl: 'https://palco.example/adira-ja#pay' });
    expect(sent.map((call) => call.form.get('return_url'))).toEqual([
      'https://palco.example/back/{CHECKOUT_SESSION_ID}',
      'https://palco.example/adira-ja?session_id={CHECKOUT_SESSION_ID}#pay',
    ]);
  });

  it('asks Stripe nothing for a request it would refuse', async () => {
    const { gateway, sent } = gatewayAnswering(() => json(created));
    for (const wrong of [
      { amount: 0 },
      { returnUrl: '/adira-ja' },
      { returnUrl: 'javascript:alert(1)' },
      { description: '  ' },
    ]) {
      const error = await failureOf(gateway.openCardCheckout({ ...request, ...wrong }));
      expect(error.transient).toBe(false);
    }
    expect(sent).toHaveLength(0);
  });

  it("reads Stripe's refusals: type and code, not to be tried again", async () => {
    const { gateway } = gatewayAnswering(() =>
      json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            message: 'Amount must be at least €0.50 eur',
            param: 'line_items[0][price_data][unit_amount]',
          },
        },
        400,
      ),
    );
    const error = await failureOf(gateway.openCardCheckout(request));
    expect(error).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'amount_too_small',
      transient: false,
      requestId: 'req_123',
    });
    expect(error.message).toContain('invalid_request_error/amount_too_small');
  });

  it('reads a card refusal (402) with its code', async () => {
    const { gateway } = gatewayAnswering(() =>
      json(
        {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'x' },
        },
        402,
      ),
    );
    expect(await failureOf(gateway.openCardCheckout(request))).toMatchObject({
      status: 402,
      type: 'card_error',
      code: 'card_declined',
      transient: false,
    });
  });

  it('never tells the secret key or a client secret, even when Stripe echoes them', async () => {
    const { gateway } = gatewayAnswering(() =>
      json(
        {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${SECRET}; also sk_live_OtherKey123 and cs_test_a1_secret_b2`,
          },
        },
        401,
      ),
    );
    const error = await failureOf(gateway.openCardCheckout(request));
    const told = `${error.message}\n${error.stack ?? ''}\n${inspect(error)}\n${JSON.stringify(error)}`;
    expect(told).toContain('Invalid API Key provided');
    expect(told).not.toContain(SECRET);
    expect(told).not.toContain('sk_live_OtherKey123');
    expect(told).not.toContain('_secret_');
    expect(error.transient).toBe(false);
  });

  it('rejects an answer without a client secret', async () => {
    const { gateway } = gatewayAnswering(() => json({ id: 'cs_test_1', client_secret: null }));
    expect(await failureOf(gateway.openCardCheckout(request))).toMatchObject({
      code: 'unexpected_answer',
      transient: false,
    });
  });
});

describe('cardStatus', () => {
  const answering = (session: object): StripeGateway =>
    gatewayAnswering(() => json({ id: 'cs_test_a1B2c3', object: 'checkout.session', ...session })).gateway;

  it('asks for the session with the key', async () => {
    const { gateway, sent } = gatewayAnswering(() =>
      json({ id: 'cs_test_a1B2c3', status: 'open', payment_status: 'unpaid' }),
    );
    await gateway.cardStatus('cs_test_a1B2c3');
    expect(sent[0]?.url).toBe('https://api.stripe.com/v1/checkout/sessions/cs_test_a1B2c3');
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(sent[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it.each<[string, string | null, string, string]>([
    ['paid once complete and paid', 'complete', 'paid', 'paid'],
    ['pending while the form is open', 'open', 'unpaid', 'pending'],
    ['pending while a complete payment has not arrived', 'complete', 'unpaid', 'pending'],
    ['cancelled once expired', 'expired', 'unpaid', 'cancelled'],
    ['failed when complete without a payment', 'complete', 'no_payment_required', 'failed'],
    ['pending without a status', null, 'unpaid', 'pending'],
  ])('is %s', async (_label, status, paymentStatus, expected) => {
    expect(await answering({ status, payment_status: paymentStatus }).cardStatus('cs_test_a1B2c3')).toBe(
      expected,
    );
  });

  it('never puts what is not a session id in the URL', async () => {
    const { gateway, sent } = gatewayAnswering(() => json({}));
    for (const id of ['', '../customers', 'cs_test_1/expire', 'pi_123']) {
      expect(await failureOf(gateway.cardStatus(id))).toMatchObject({ code: 'invalid_session_id' });
    }
    expect(sent).toHaveLength(0);
  });

  it("marks Stripe's 5xx and 429 as transient, and follows Stripe-Should-Retry", async () => {
    const cases: [Response, boolean][] = [
      [json({ error: { type: 'api_error', message: 'boom' } }, 500), true],
      [new Response('<html>Bad gateway</html>', { status: 502 }), true],
      [json({ error: { type: 'invalid_request_error', code: 'rate_limit' } }, 429), true],
      [json({ error: { type: 'invalid_request_error', code: 'resource_missing' } }, 404), false],
      [json({ error: { type: 'api_error' } }, 500, { 'stripe-should-retry': 'false' }), false],
      [json({ error: { type: 'invalid_request_error' } }, 400, { 'stripe-should-retry': 'true' }), true],
    ];
    for (const [answer, transient] of cases) {
      const error = await failureOf(gatewayAnswering(() => answer).gateway.cardStatus('cs_test_a1B2c3'));
      expect({ status: error.status, transient: error.transient }).toEqual({
        status: answer.status,
        transient,
      });
    }
  });

  it('gives up after its timeout, as transient', async () => {
    // A Stripe that never answers: only the gateway's own signal ends the wait.
    const hanging = stripeGateway({
      secretKey: SECRET,
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const error = await failureOf(hanging.cardStatus('cs_test_a1B2c3'));
    expect(error).toMatchObject({ status: 0, code: 'timeout', transient: true });
    expect(error.message).not.toContain(SECRET);
  });

  it('is transient when the network fails or the answer is not JSON', async () => {
    const offline = gatewayAnswering(() => Promise.reject(new TypeError('fetch failed'))).gateway;
    expect(await failureOf(offline.cardStatus('cs_test_a1B2c3'))).toMatchObject({
      code: 'network_error',
      transient: true,
    });
    const proxy = gatewayAnswering(() => new Response('<html>ok</html>', { status: 200 })).gateway;
    expect(await failureOf(proxy.cardStatus('cs_test_a1B2c3'))).toMatchObject({
      code: 'invalid_json',
      transient: true,
    });
  });

  it('refuses an answer of another shape, naming its fields', async () => {
    const error = await failureOf(
      answering({ status: 'finished', payment_status: 'paid' }).cardStatus('cs_test_a1B2c3'),
    );
    expect(error).toMatchObject({ code: 'unexpected_answer', transient: false });
    expect(error.message).toContain('status');
  });
});
