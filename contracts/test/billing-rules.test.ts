import fc from 'fast-check';
import {
  billingErrorCode,
  billingErrorOf,
  billingProblems,
  isValidNif,
  normaliseBilling,
  vatIncluded,
  type BillingDetails,
} from '../src';

/** The check digit of a NIF's first eight digits: weights 9 to 2, modulo 11 (0 or 1 give 0). */
function checkDigit(first8: string): number {
  const sum = [...first8].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  return sum % 11 < 2 ? 0 : 11 - (sum % 11);
}

/** First digits a taxpayer's number may start with. */
const PREFIXES = [
  '1',
  '2',
  '3',
  '5',
  '6',
  '8',
  '45',
  '70',
  '71',
  '72',
  '74',
  '75',
  '77',
  '78',
  '79',
  '90',
  '91',
  '98',
  '99',
];

/** A valid NIF: a known prefix, digits after it, and its check digit. */
const validNif = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
  )
  .map(([prefix, digits]) => {
    const first8 = (prefix + digits.join('')).slice(0, 8);
    return `${first8}${checkDigit(first8)}`;
  });

describe('the Portuguese tax number (NIF)', () => {
  it('takes known numbers and refuses their typing mistakes', () => {
    expect(isValidNif('123456789')).toBe(true);
    expect(isValidNif('509876544')).toBe(true);
    expect(isValidNif('123456780')).toBe(false);
    expect(isValidNif('12345678')).toBe(false);
    expect(isValidNif('1234567890')).toBe(false);
    expect(isValidNif('12345678a')).toBe(false);
    // Right check digit, but 4 alone, 7 and 76 start no taxpayer's number.
    expect(isValidNif('400000008')).toBe(false);
    expect(isValidNif(`76000000${checkDigit('76000000')}`)).toBe(false);
    expect(isValidNif(`70000000${checkDigit('70000000')}`)).toBe(true);
  });

  it('takes every number with a known prefix and its check digit', () => {
    fc.assert(fc.property(validNif, (nif) => isValidNif(nif)));
  });

  it('refuses the number with any other last digit', () => {
    fc.assert(
      fc.property(validNif, fc.integer({ min: 1, max: 9 }), (nif, by) => {
        return !isValidNif(`${nif.slice(0, 8)}${(Number(nif[8]) + by) % 10}`);
      }),
    );
  });

  it('judges any nine digits by their prefix and check digit alone', () => {
    const nineDigits = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
      .map((digits) => digits.join(''));
    fc.assert(
      fc.property(nineDigits, (digits) => {
        const known = PREFIXES.some((prefix) => digits.startsWith(prefix));
        return isValidNif(digits) === (known && checkDigit(digits.slice(0, 8)) === Number(digits[8]));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses anything that is not nine digits', () => {
    fc.assert(fc.property(fc.string(), (text) => (!/^\d{9}$/.test(text) ? !isValidNif(text) : true)));
  });
});

const HOME: BillingDetails = {
  name: 'Paula Pagante',
  address: 'Rua das Flores, 12',
  zip_code: '1200-195',
  city: 'Lisboa',
  country: 'PT',
  phone_number: '',
  tax_id_number: '',
  iban: '',
};

describe('billing details', () => {
  it('are tidied as they are kept: spaces, case, the PT prefix and a postcode typed without its hyphen', () => {
    expect(
      normaliseBilling({
        name: '  Paula   Pagante ',
        address: 'Rua das Flores, 12',
        zip_code: '1200195',
        city: 'Lisboa ',
        country: ' pt',
        tax_id_number: 'pt 123 456 789',
        phone_number: '+351 912 345 678',
        iban: ' pt50 0002 0123 1234 5678 9015 4 ',
      }),
    ).toEqual({
      ...HOME,
      tax_id_number: '123456789',
      phone_number: '+351912345678',
      iban: 'PT50000201231234567890154',
    });
    expect(normaliseBilling({})).toEqual({
      name: '',
      address: '',
      zip_code: '',
      city: '',
      country: '',
      phone_number: '',
      tax_id_number: '',
      iban: '',
    });
  });

  it('need every starred field, but not the VAT number or the phone', () => {
    expect(billingProblems(HOME)).toEqual({});
    expect(billingProblems(normaliseBilling({}))).toEqual({
      name: 'required',
      address: 'required',
      zip_code: 'required',
      city: 'required',
      country: 'required',
    });
  });

  it('follow Portugal’s forms at home and plausible ones abroad', () => {
    expect(billingProblems({ ...HOME, zip_code: '1200' })).toEqual({ zip_code: 'invalid' });
    expect(billingProblems({ ...HOME, tax_id_number: '123456780' })).toEqual({ tax_id_number: 'invalid' });
    expect(billingProblems({ ...HOME, tax_id_number: '123456789' })).toEqual({});
    // The IBAN is optional, and checked when given.
    expect(billingProblems({ ...HOME, iban: 'PT50000201231234567890155' })).toEqual({ iban: 'invalid' });
    expect(billingProblems({ ...HOME, iban: 'PT50000201231234567890154' })).toEqual({});
    const paris = {
      ...HOME,
      zip_code: '75001',
      city: 'Paris',
      country: 'FR',
      tax_id_number: 'FR12345678901',
    };
    expect(billingProblems(paris)).toEqual({});
    expect(billingProblems({ ...paris, country: 'ZZ' })).toEqual({ country: 'invalid' });
    expect(billingProblems({ ...HOME, name: 'x'.repeat(101) })).toEqual({ name: 'too_long' });
  });

  it('accept any valid NIF at home, written with spaces or the PT prefix', () => {
    fc.assert(
      fc.property(validNif, fc.boolean(), (nif, prefixed) => {
        const typed = `${prefixed ? 'PT' : ''}${nif.slice(0, 3)} ${nif.slice(3, 6)} ${nif.slice(6)}`;
        return (
          billingProblems(normaliseBilling({ ...HOME, tax_id_number: typed })).tax_id_number === undefined
        );
      }),
    );
  });

  it('name the field and the problem in the API’s error code, and read it back', () => {
    expect(billingErrorCode('tax_id_number', 'invalid')).toBe('billing_tax_id_number_invalid');
    expect(billingErrorOf('billing_tax_id_number_invalid')).toEqual({
      field: 'tax_id_number',
      problem: 'invalid',
    });
    expect(billingErrorOf('billing_zip_code_too_long')).toEqual({ field: 'zip_code', problem: 'too_long' });
    expect(billingErrorOf('billing_requires_plan')).toBeNull();
    expect(billingErrorOf(400)).toBeNull();
  });
});

describe('the VAT an invoice shows', () => {
  it('splits a price into what is before VAT and the VAT, to the cent', () => {
    expect(vatIncluded(6.99)).toEqual({ net: 5.68, vat: 1.31 });
    expect(vatIncluded(69.99)).toEqual({ net: 56.9, vat: 13.09 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (cents) => {
        const { net, vat } = vatIncluded(cents / 100);
        return Math.round(net * 100) + Math.round(vat * 100) === cents && Math.abs(net * 0.23 - vat) <= 0.01;
      }),
    );
  });
});
