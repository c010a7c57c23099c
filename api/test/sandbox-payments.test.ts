/** @jest-environment ./test/pglite-environment.cjs */
import {
  CheckoutSchema,
  paymentSandboxOriginOf,
  PaymentStatusSchema,
  SANDBOX_SLOW_POLLS,
  sandboxPaymentOutcomes,
  type PaymentMethod,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { insertMasterProfile } from '../src/accounts/store';
import { hashSecret } from '../src/auth/secrets';
import { DEMO_PASSWORD, OWN_ORIGIN } from '../src/seed/accounts';
import { call, errorOf, login } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
const clock = Date.UTC(2026, 3, 6, 10);
let passwordHash = '';

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  passwordHash = await hashSecret(DEMO_PASSWORD);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** How a browser asks for a page, in the frame of the site's payment popup. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let accounts = 0;
/** A signed-in account of the test's own, in Portugal. */
async function payer(): Promise<string> {
  accounts += 1;
  const id = `acc-sandbox-payer-${accounts}`;
  const email = `sandbox-payer-${accounts}@palco.pt`;
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, $3, 'Sara', 'Sandbox', 'PT', true, false, false, $4, now(), now())`,
    [id, email, passwordHash, OWN_ORIGIN],
  );
  await insertMasterProfile(t.db, id, 'Sara', 'pt_PT');
  const reply = await login(t, email, DEMO_PASSWORD);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { access_token: string }).access_token;
}

async function checkout(token: string, method: PaymentMethod = 'cc', plan = 'plan-monthly') {
  const reply = await call(t, 'POST', '/api/v1/subscription/token', {
    token,
    json: {
      payment_type: method === 'paypal' ? 'paypal' : method === 'dd' ? 'dd' : 'thinkpay',
      payment_method: method,
      plan_id: plan,
    },
  });
  expect(reply.statusCode).toBe(200);
  return CheckoutSchema.parse(reply.json());
}

/** The checkout's page, as the frame loads it from the checkout's `url`. */
const openPage = (url: string, headers: Record<string, string> = BROWSER): Promise<LightMyRequestResponse> =>
  call(t, 'GET', new URL(url).pathname + new URL(url).search, { headers });

/** The page's form, sent by one of its buttons. */
const press = (id: string, form: Record<string, string>, headers: Record<string, string> = BROWSER) =>
  call(t, 'POST', `/sandbox/pay/${id}`, { form, headers });

const askStatus = (token: string, id: string) =>
  call(t, 'POST', '/api/v1/payment/status', {
    token,
    json: { payment_type: 'thinkpay', params: { checkoutId: id } },
  });

/** The buttons of a page: `[outcome, label]`. */
const buttonsOf = (html: string): [string, string][] =>
  [...html.matchAll(/<button type="submit" name="outcome" value="(\w+)">([^<]*)<\/button>/g)].map(
    ([, value = '', label = '']) => [value, label],
  );

describe('the sandbox provider page', () => {
  it('shows the plan, its price, a card field with the test card, and one button per outcome', async () => {
    const token = await payer();
    const { id, url } = await checkout(token);
    const reply = await openPage(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    const html = reply.body;
    expect(html).toContain('<html lang="pt-PT">');
    expect(html).toContain('<h1>Palco sandbox payments</h1>');
    expect(html).toContain('<dd id="plan">Mensal</dd>');
    expect(html).toMatch(/<dd id="price">6,99\s€<\/dd>/);
    expect(html).toContain('<dd id="method">Cartão</dd>');
    expect(html).toContain(`<form method="post" action="/sandbox/pay/${id}">`);
    expect(html).toContain('<label for="card_number">Número do cartão</label>');
    expect(html).toMatch(
      /<input type="text" id="card_number" name="card_number"[^>]* value="4242 4242 4242 4242">/,
    );
    expect(html).not.toContain('name="phone"');
    expect(buttonsOf(html)).toEqual([
      ['success', 'Pagar'],
      ['failure', 'Recusar'],
      ['cancel', 'Cancelar'],
      ['slow', 'Pagar devagar'],
    ]);
    expect(buttonsOf(html).map(([outcome]) => outcome)).toEqual([...sandboxPaymentOutcomes]);
  });

  it('may be framed by the site only, and runs no script', async () => {
    const { url } = await checkout(await payer());
    const policy = String((await openPage(url)).headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors http://localhost:3000');
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("default-src 'none'");
  });

  it("speaks the language of ?lang= or else of the browser's", async () => {
    const { url } = await checkout(await payer());
    const english = (await openPage(`${url}?lang=en`)).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<dd id="price">€6.99</dd>');
    expect(buttonsOf(english)).toEqual([
      ['success', 'Pay'],
      ['failure', 'Decline'],
      ['cancel', 'Cancel'],
      ['slow', 'Pay slowly'],
    ]);
    expect(english).toContain('<input type="hidden" name="lang" value="en">');
    const french = (await openPage(url, { ...BROWSER, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).body;
    expect(buttonsOf(french).map(([, label]) => label)).toEqual([
      'Payer',
      'Refuser',
      'Annuler',
      'Payer lentement',
    ]);
    const unknown = (await openPage(url, { ...BROWSER, 'accept-language': 'de-DE' })).body;
    expect(buttonsOf(unknown).map(([, label]) => label)).toEqual([
      'Pagar',
      'Recusar',
      'Cancelar',
      'Pagar devagar',
    ]);
  });

  it('sends back to the site only after a card payment is accepted', async () => {
    const token = await payer();
    const declined = await press((await checkout(token)).id, { outcome: 'failure', lang: 'en' });
    expect(declined.body).not.toContain('thinkpay=success');
    const mbway = await press((await checkout(token, 'mbway')).id, { outcome: 'success', lang: 'en' });
    expect(mbway.body).toContain('Payment accepted');
    expect(mbway.body).not.toContain('thinkpay=success');
  });

  it('asks for the phone number for MB Way', async () => {
    const { url } = await checkout(await payer(), 'mbway', 'plan-weekly');
    const html = (await openPage(`${url}?lang=en`)).body;
    expect(html).toContain('<dd id="plan">Semanal</dd>');
    expect(html).toContain('<dd id="method">MB Way</dd>');
    expect(html).toContain('<label for="phone">Mobile number</label>');
    expect(html).toMatch(/<input type="tel" id="phone" name="phone"/);
    expect(html).not.toContain('card_number');
  });

  it('answers an unknown checkout with a page saying so, or the error shape to other callers', async () => {
    const page = await openPage('http://localhost:4000/sandbox/pay/chk-nobody-has-this-one?lang=en');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('This payment does not exist.');
    expect(String(page.headers['content-security-policy'])).toContain(
      'frame-ancestors http://localhost:3000',
    );
    expect(errorOf(await call(t, 'GET', '/sandbox/pay/chk-nobody-has-this-one'))).toEqual({
      status: 404,
      code: 404,
    });
    const posted = await press('chk-nobody-has-this-one', { outcome: 'success', lang: 'en' });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('This payment does not exist.');
  });

  it('refuses an outcome it does not offer, and a checkout already settled', async () => {
    const token = await payer();
    const { id } = await checkout(token);
    const forms: Record<string, string>[] = [{ outcome: 'refund' }, { lang: 'en' }, { outcome: '' }];
    for (const form of forms) {
      const reply = await press(id, form);
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toContain('role="alert"');
    }
    expect(errorOf(await press(id, { outcome: 'refund' }, {}))).toEqual({ status: 400, code: 400 });
    // Nothing was recorded: the checkout still waits for the viewer.
    expect(errorOf(await askStatus(token, id))).toEqual({ status: 402, code: 'invalid_payment' });

    const paid = await press(id, { outcome: 'success', lang: 'en' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment accepted — you can return to Palco.');
    // The card gateway's way back leaves the frame for the site, saying the payment went through.
    expect(paid.body).toContain(
      '<a href="http://localhost:3000/adira-ja?thinkpay=success" target="_top">Back to Palco</a>',
    );
    expect(String(paid.headers['content-security-policy'])).toContain(
      'frame-ancestors http://localhost:3000',
    );
    const again = await press(id, { outcome: 'failure', lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment has already been processed.');
    expect(errorOf(await press(id, { outcome: 'failure' }, {}))).toEqual({
      status: 409,
      code: 'checkout_settled',
    });
    // The first choice stands, and the page shows it when it is opened again.
    expect((await askStatus(token, id)).statusCode).toBe(200);
    const reopened = await openPage(`http://localhost:4000/sandbox/pay/${id}?lang=en`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain('Payment accepted — you can return to Palco.');
    expect(buttonsOf(reopened.body)).toEqual([]);
  });

  it('places the page on the provider origin the environment names', () => {
    expect(paymentSandboxOriginOf({})).toBe('http://localhost:4000');
    expect(paymentSandboxOriginOf({ PUBLIC_HOST: 'palco.test' })).toBe('http://palco.test:4000');
    expect(paymentSandboxOriginOf({ PAYMENT_SANDBOX_ORIGIN: 'https://pay.palco.test/' })).toBe(
      'https://pay.palco.test',
    );
  });
});

describe('what the outcome chosen does to the status', () => {
  it('keeps the status at invalid_payment while the viewer has chosen nothing', async () => {
    const token = await payer();
    const { id } = await checkout(token);
    for (let i = 0; i < SANDBOX_SLOW_POLLS + 2; i += 1) {
      expect(errorOf(await askStatus(token, id))).toEqual({ status: 402, code: 'invalid_payment' });
    }
  });

  it('takes the money after two more status calls when the viewer pays slowly', async () => {
    const token = await payer();
    const { id } = await checkout(token);
    const chosen = await press(id, { outcome: 'slow', lang: 'en' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('Payment processing — Palco will confirm it in a moment.');
    expect(SANDBOX_SLOW_POLLS).toBe(2);
    expect(errorOf(await askStatus(token, id))).toEqual({ status: 402, code: 'invalid_payment' });
    expect(errorOf(await askStatus(token, id))).toEqual({ status: 402, code: 'invalid_payment' });
    const paid = await askStatus(token, id);
    expect(paid.statusCode).toBe(200);
    expect(PaymentStatusSchema.parse(paid.json()).user_plan).toMatchObject({
      status: 'ACTIVE',
      end_date: '2026-05-05',
    });
  });

  it('answers payment_failed for a declined payment, every time, and grants nothing', async () => {
    const token = await payer();
    const { id } = await checkout(token);
    const declined = await press(id, { outcome: 'failure', lang: 'en' });
    expect(declined.body).toContain('Payment declined');
    for (let i = 0; i < 2; i += 1) {
      expect(errorOf(await askStatus(token, id))).toEqual({ status: 402, code: 'payment_failed' });
    }
    const account = await call(t, 'GET', '/api/v1/account', { token });
    expect((account.json() as { premium: boolean }).premium).toBe(false);
  });

  it('answers payment_cancelled when the viewer cancelled at the provider', async () => {
    const token = await payer();
    const { id } = await checkout(token);
    expect((await press(id, { outcome: 'cancel', lang: 'en' })).body).toContain('Payment cancelled');
    expect(errorOf(await askStatus(token, id))).toEqual({ status: 402, code: 'payment_cancelled' });
    // The viewer may start again with a new checkout.
    expect((await checkout(token)).id).not.toBe(id);
  });
});
