/** @jest-environment ./test/pglite-environment.cjs */
import { BillingSchema, type BillingDetails } from '@palco/contracts';
import { call, errorOf, newAddress } from './account-helpers';
import { newPayer, pay, signInAs, type Payer } from './payment-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
const START = Date.UTC(2026, 3, 6, 10);
let clock = START;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  clock = START;
});

/** A viewer with a monthly plan, who may edit billing details. */
async function subscriber(): Promise<Payer> {
  const payer = await newPayer(t, 'billing');
  await pay(t, payer.token, 'plan-monthly');
  return payer;
}

const GOOD = {
  name: 'Paula Pagante',
  address: 'Rua das Flores, 12, 3.º esq.',
  zip_code: '1200-195',
  city: 'Lisboa',
  country: 'PT',
  tax_id_number: '123456789',
};

const putBilling = (token: string, json: unknown) =>
  call(t, 'PUT', '/api/v1/account/billing', { token, json, address: newAddress() });

async function getBilling(token: string) {
  const reply = await call(t, 'GET', '/api/v1/account/billing', { token });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('private, no-store');
  return BillingSchema.parse(reply.json());
}

describe('billing details (GET and PUT /v1/account/billing)', () => {
  it('are editable only with a plan (section 5)', async () => {
    const free = await newPayer(t, 'billing');
    expect(await getBilling(free.token)).toEqual({ billing: null, editable: false });
    expect(errorOf(await putBilling(free.token, GOOD))).toEqual({
      status: 409,
      code: 'billing_requires_plan',
    });
    expect(await getBilling(free.token)).toEqual({ billing: null, editable: false });
  });

  it('saves them tidied up and reads them back', async () => {
    const { token } = await subscriber();
    expect(await getBilling(token)).toEqual({ billing: null, editable: true });
    const typed = {
      ...GOOD,
      name: '  Paula   Pagante ',
      zip_code: '1200195',
      country: 'pt',
      tax_id_number: 'PT 123 456 789',
      phone_number: '+351 912 345 678',
      iban: 'pt50 0002 0123 1234 5678 9015 4',
    };
    const saved: BillingDetails = {
      ...GOOD,
      phone_number: '+351912345678',
      iban: 'PT50000201231234567890154',
    };
    const reply = await putBilling(token, typed);
    expect(reply.statusCode).toBe(200);
    expect(BillingSchema.parse(reply.json())).toEqual({ billing: saved, editable: true });
    expect(await getBilling(token)).toEqual({ billing: saved, editable: true });
    // A later save replaces them; the VAT number and phone may be left out.
    const noVat = { ...GOOD, tax_id_number: '', address: 'Avenida da Boavista, 1', city: 'Porto' };
    const { tax_id_number: _omitted, ...withoutTaxId } = noVat;
    expect((await putBilling(token, withoutTaxId)).statusCode).toBe(200);
    expect((await getBilling(token)).billing).toEqual({ ...noVat, phone_number: '', iban: '' });
  });

  it('takes an address abroad with that country’s own postcode and VAT number', async () => {
    const { token } = await subscriber();
    const french = {
      name: 'Jeanne Martin',
      address: '10 rue de Rivoli',
      zip_code: '75001',
      city: 'Paris',
      country: 'FR',
      tax_id_number: 'fr12345678901',
    };
    const reply = await putBilling(token, french);
    expect(reply.statusCode).toBe(200);
    expect(BillingSchema.parse(reply.json()).billing).toMatchObject({ tax_id_number: 'FR12345678901' });
  });

  it.each(
    [
      [{ ...GOOD, name: '' }, 'billing_name_required'],
      [{ ...GOOD, name: undefined }, 'billing_name_required'],
      [{ ...GOOD, address: '   ' }, 'billing_address_required'],
      [{ ...GOOD, zip_code: null }, 'billing_zip_code_required'],
      [{ ...GOOD, city: '' }, 'billing_city_required'],
      [{ ...GOOD, country: '' }, 'billing_country_required'],
      [{ ...GOOD, name: 'P' }, 'billing_name_invalid'],
      [{ ...GOOD, name: 'P'.repeat(101) }, 'billing_name_too_long'],
      [{ ...GOOD, country: 'XX' }, 'billing_country_invalid'],
      [{ ...GOOD, zip_code: '1200' }, 'billing_zip_code_invalid'],
      [{ ...GOOD, zip_code: '12-00195' }, 'billing_zip_code_invalid'],
      // The check digit of 12345678 is 9: any other last digit is a typing mistake.
      [{ ...GOOD, tax_id_number: '123456780' }, 'billing_tax_id_number_invalid'],
      [{ ...GOOD, tax_id_number: '12345678' }, 'billing_tax_id_number_invalid'],
      // Nine digits with a right check digit, but no taxpayer's number starts with 4 alone.
      [{ ...GOOD, tax_id_number: '400000008' }, 'billing_tax_id_number_invalid'],
      [{ ...GOOD, phone_number: '12' }, 'billing_phone_number_invalid'],
      // One digit of the standard example changed: its check digits no longer add up.
      [{ ...GOOD, iban: 'PT50 0002 0123 1234 5678 9015 5' }, 'billing_iban_invalid'],
    ].map(([json, code]) => [code, json] as const),
  )('refuses a field with 400 %s, saving nothing (case %#)', async (code, json) => {
    const { token } = await subscriber();
    const reply = await putBilling(token, json);
    expect(errorOf(reply)).toEqual({ status: 400, code });
    expect((reply.json() as { message: string }).message).not.toBe('');
    expect((await getBilling(token)).billing).toBeNull();
  });

  it('refuses bodies that are not billing details, and visitors', async () => {
    const { token } = await subscriber();
    for (const json of [[], 'Paula', { ...GOOD, name: 'Paula\u0000' }, { ...GOOD, city: 42 }]) {
      expect(errorOf(await putBilling(token, json))).toEqual({ status: 400, code: 400 });
    }
    expect(errorOf(await call(t, 'GET', '/api/v1/account/billing'))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await putBilling('', GOOD))).toEqual({ status: 401, code: 401 });
  });

  it('are each account’s own: another account reads and writes only its own', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    expect((await putBilling(owner.token, GOOD)).statusCode).toBe(200);
    expect(await getBilling(other.token)).toEqual({ billing: null, editable: true });
    const theirs = { ...GOOD, name: 'Outra Pessoa', tax_id_number: '' };
    expect((await putBilling(other.token, theirs)).statusCode).toBe(200);
    expect((await getBilling(owner.token)).billing).toMatchObject({ name: 'Paula Pagante' });
    expect((await getBilling(other.token)).billing).toMatchObject({ name: 'Outra Pessoa' });
  });

  it('stay readable, but not editable, once the plan has ended', async () => {
    const { email, token } = await subscriber();
    expect((await putBilling(token, GOOD)).statusCode).toBe(200);
    clock = Date.UTC(2026, 5, 1, 10);
    const later = await signInAs(t, email);
    expect(await getBilling(later)).toEqual({
      billing: { ...GOOD, phone_number: '', iban: '' },
      editable: false,
    });
    expect(errorOf(await putBilling(later, GOOD))).toEqual({
      status: 409,
      code: 'billing_requires_plan',
    });
  });

  it('limits how often an account saves them', async () => {
    const { token } = await subscriber();
    for (let i = 0; i < 20; i += 1) expect((await putBilling(token, GOOD)).statusCode).toBe(200);
    const refused = await putBilling(token, GOOD);
    expect(errorOf(refused)).toEqual({ status: 429, code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
