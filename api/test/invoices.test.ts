/** @jest-environment ./test/pglite-environment.cjs */
import { TransactionListSchema, type Transaction } from '@palco/contracts';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { call, errorOf } from './account-helpers';
import { addDays } from '../src/seed/lisbon-time';
import { newPayer, pay, signInAs, subscriptionOf, type Payer } from './payment-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** 6 April 2026, 11:00 in Lisbon. */
const START = Date.UTC(2026, 3, 6, 10);
let clock = START;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  clock = START;
});

const payer = (): Promise<Payer> => newPayer(t, 'invoiced');

async function invoices(token: string): Promise<Transaction[]> {
  const reply = await call(t, 'GET', '/api/v1/account/transaction', { token });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('private, no-store');
  return TransactionListSchema.parse(reply.json()).transactions;
}

const pdfOf = (token: string, id: string, query = '') =>
  call(t, 'GET', `/api/v1/account/transaction/pdf/${id}${query}`, { token });

/** WinAnsi's one code the invoices use outside Latin-1. */
const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: '€', 0x97: '—', 0x92: '’' };

/** Every piece of text the PDF's pages draw, in order: the file is opened and read as a PDF reader does. */
async function textsOf(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      const codes = Buffer.from(hex, 'hex');
      texts.push(Array.from(codes, (code) => WIN_ANSI[code] ?? String.fromCharCode(code)).join(''));
    }
  }
  return texts;
}

const BILLING = {
  name: 'Paula Pagante',
  address: 'Rua das Flores, 12',
  zip_code: '1200-195',
  city: 'Lisboa',
  country: 'PT',
  tax_id_number: '123456789',
};

describe('the invoice history (GET /v1/account/transaction)', () => {
  it('makes every payment granted an invoice, numbered in the year’s series, newest first', async () => {
    const { token } = await payer();
    expect(await invoices(token)).toEqual([]);
    await pay(t, token, 'plan-monthly', { method: 'mbway' });
    clock += 60_000;
    await pay(t, token, 'plan-yearly', { update: true, method: 'paypal' });
    const [change, first, ...rest] = await invoices(token);
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: expect.stringMatching(/^inv-[\w-]{24}$/),
      number: expect.stringMatching(/^FT PALCO2026\/\d+$/),
      date: '2026-04-06',
      plan_id: 'plan-monthly',
      plan_name: 'Mensal',
      amount: 6.99,
      currency: 'EUR',
      vat_rate: 0.23,
      payment_type: 'thinkpay',
      payment_method: 'mbway',
      period_start: '2026-04-06',
      period_end: '2026-05-05',
    });
    // The change of plan paid for the year after the month.
    expect(change).toMatchObject({
      plan_id: 'plan-yearly',
      amount: 69.99,
      payment_type: 'paypal',
      payment_method: 'paypal',
      period_start: '2026-05-06',
      period_end: '2027-05-05',
    });
    const numberOf = (invoice?: Transaction): number => Number(invoice?.number.split('/')[1]);
    expect(numberOf(change)).toBe(numberOf(first) + 1);
  });

  it('issues one invoice however often the payment’s status is asked, and none for a voucher', async () => {
    const { token } = await payer();
    const redeemed = await call(t, 'POST', '/api/v1/subscription', {
      token,
      json: { plan_id: 'plan-monthly', is_voucher: true, voucher: 'PALCO30' },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(await invoices(token)).toEqual([]);

    const other = await payer();
    const status = await pay(t, other.token, 'plan-weekly');
    expect(status.user_plan.plan_id).toBe('plan-weekly');
    const [{ id: checkoutId } = { id: '' }] = await t.db.query<{ id: string }>(
      `SELECT id FROM payments WHERE account_id = $1`,
      [other.id],
    );
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        call(t, 'POST', '/api/v1/payment/status', {
          token: other.token,
          json: { payment_type: 'thinkpay', params: { checkoutId } },
        }),
      ),
    );
    expect(again.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(await invoices(other.token)).toHaveLength(1);
  });

  it('gives numbers one after another across accounts, never twice', async () => {
    const payers = await Promise.all([payer(), payer(), payer()]);
    await Promise.all(payers.map(({ token }) => pay(t, token, 'plan-weekly')));
    const numbers = (await Promise.all(payers.map(({ token }) => invoices(token))))
      .flat()
      .map((invoice) => Number(invoice.number.split('/')[1]))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(3);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    expect(numbers[2]).toBe((numbers[0] ?? 0) + 2);
  });

  it('shows another account nothing of the caller’s, and visitors nothing', async () => {
    const owner = await payer();
    await pay(t, owner.token, 'plan-monthly');
    const other = await payer();
    expect(await invoices(other.token)).toEqual([]);
    expect(errorOf(await call(t, 'GET', '/api/v1/account/transaction'))).toEqual({ status: 401, code: 401 });
  });
});

describe('an invoice as a PDF (GET /v1/account/transaction/pdf/{id})', () => {
  it('is a real PDF: the seller, the final consumer, the plan and its days, the VAT included', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-monthly');
    const [invoice] = await invoices(token);
    const reply = await pdfOf(token, invoice?.id ?? '');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="fatura-${invoice?.number.replace(/[ /]/g, '-')}.pdf"`,
    );
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = await textsOf(reply.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Palco Streaming, S.A.',
        'Fatura-recibo',
        `N.º ${invoice?.number}`,
        'Data de emissão: 6 de abril de 2026',
        'Consumidor final',
        'Subscrição Palco — plano Mensal',
        'Serviço de 6 de abril de 2026 a 5 de maio de 2026',
        // 6,99 € with VAT at 23% included: 5,68 € before it and 1,31 € of it.
        '5,68 €',
        'IVA (23%)',
        '1,31 €',
        'Total pago',
        '6,99 €',
        'Pago com cartão.',
      ]),
    );
    // The same invoice is the same file every time.
    expect((await pdfOf(token, invoice?.id ?? '')).rawPayload.equals(reply.rawPayload)).toBe(true);
  });

  it('is issued to the billing details in force when it was issued; later ones go to later invoices', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-monthly');
    const saved = await call(t, 'PUT', '/api/v1/account/billing', { token, json: BILLING });
    expect(saved.statusCode).toBe(200);
    await pay(t, token, 'plan-monthly', { update: true });
    const [later, earlier] = await invoices(token);
    const laterTexts = await textsOf((await pdfOf(token, later?.id ?? '')).rawPayload);
    expect(laterTexts).toEqual(
      expect.arrayContaining([
        'Paula Pagante',
        'Rua das Flores, 12',
        '1200-195 Lisboa',
        'Portugal',
        'NIF: 123456789',
      ]),
    );
    expect(laterTexts).not.toContain('Consumidor final');
    const earlierTexts = await textsOf((await pdfOf(token, earlier?.id ?? '')).rawPayload);
    expect(earlierTexts).toContain('Consumidor final');
    expect(earlierTexts).not.toContain('Paula Pagante');
  });

  it('speaks the viewer’s language', async () => {
    const { token } = await payer();
    await pay(t, token, 'plan-yearly', { method: 'dd' });
    const [invoice] = await invoices(token);
    const english = await textsOf((await pdfOf(token, invoice?.id ?? '', '?lang=en')).rawPayload);
    expect(english).toEqual(
      expect.arrayContaining([
        'Invoice-receipt',
        'Final consumer',
        'VAT (23%)',
        '€69.99',
        'Paid by direct debit.',
      ]),
    );
    const french = await call(t, 'GET', `/api/v1/account/transaction/pdf/${invoice?.id ?? ''}`, {
      token,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    // French writes 69,99 € with a narrow no-break space, which the invoice's font writes as a space.
    expect(await textsOf(french.rawPayload)).toEqual(
      expect.arrayContaining(['Facture-reçu', 'Consommateur final', 'TVA (23 %)', '69,99 €']),
    );
  });

  it('answers another account’s invoice, or an unknown one, as not found', async () => {
    const owner = await payer();
    await pay(t, owner.token, 'plan-monthly');
    const [invoice] = await invoices(owner.token);
    const other = await payer();
    for (const id of [invoice?.id ?? '', 'inv-nobody-has-this-one']) {
      expect(errorOf(await pdfOf(other.token, id))).toEqual({ status: 404, code: 'invoice_not_found' });
    }
    expect(errorOf(await call(t, 'GET', `/api/v1/account/transaction/pdf/${invoice?.id ?? ''}`))).toEqual({
      status: 401,
      code: 401,
    });
    expect(errorOf(await pdfOf(owner.token, 'inv%20x'))).toEqual({ status: 400, code: 400 });
    expect((await pdfOf(owner.token, invoice?.id ?? '')).statusCode).toBe(200);
  });
});

describe('the premium demo account’s billing history', () => {
  it('has its billing details, three paid periods with their invoices, and the yearly plan in force', async () => {
    const token = await signInAs(t, 'demo@palco.pt');
    const listed = await invoices(token);
    expect(
      listed.map(({ plan_id, payment_method, amount }) => ({ plan_id, payment_method, amount })),
    ).toEqual([
      { plan_id: 'plan-yearly', payment_method: 'cc', amount: 69.99 },
      { plan_id: 'plan-monthly', payment_method: 'cc', amount: 6.99 },
      { plan_id: 'plan-monthly', payment_method: 'mbway', amount: 6.99 },
    ]);
    // One period after another, with no gap.
    const [yearly, second, first] = listed;
    expect(second?.period_start).toBe(addDays(first?.period_end ?? '', 1));
    expect(yearly?.period_start).toBe(addDays(second?.period_end ?? '', 1));
    const { user_plan: plan } = await subscriptionOf(t, token);
    expect(plan).toMatchObject({ plan_id: 'plan-yearly', status: 'ACTIVE', end_date: yearly?.period_end });
    const billing = await call(t, 'GET', '/api/v1/account/billing', { token });
    expect(billing.json()).toMatchObject({ billing: { name: 'Joana Silva', tax_id_number: '123456789' } });
    const pdf = await pdfOf(token, yearly?.id ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(await textsOf(pdf.rawPayload)).toEqual(expect.arrayContaining(['Joana Silva', 'NIF: 123456789']));
  });
});
