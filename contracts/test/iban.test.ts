import fc from 'fast-check';
import { formatIban, IBAN_LENGTHS, ibanCheckDigits, isValidIban, maskIban, normaliseIban } from '../src';

/** IBANs published by the banks and registries as examples. */
const VALID = [
  'PT50 0002 0123 1234 5678 9015 4',
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'ES91 2100 0418 4502 0005 1332',
  'BE68 5390 0754 7034',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
];

const countries = Object.keys(IBAN_LENGTHS);

/** A valid IBAN of any listed country, with a random account number (letters where banks use them). */
const anIban = fc.constantFrom(...countries).chain((country) =>
  fc
    .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), {
      minLength: (IBAN_LENGTHS[country] ?? 0) - 4,
      maxLength: (IBAN_LENGTHS[country] ?? 0) - 4,
    })
    .map((characters) => {
      const bban = characters.join('');
      return `${country}${ibanCheckDigits(country, bban)}${bban}`;
    }),
);

describe('IBAN', () => {
  it.each(VALID)('takes %s, however it is spaced or cased', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(iban.replace(/\s/g, '').toLowerCase())).toBe(true);
    expect(isValidIban(iban.replace(/\s/g, '-'))).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['PT50', 'too short'],
    ['PT50 0002 0123 1234 5678 9015 40', 'one digit too many'],
    ['PT51 0002 0123 1234 5678 9015 4', 'wrong check digits'],
    ['XX50 0002 0123 1234 5678 9015 4', 'no such country'],
    ['US64 SVBK US6S 3300 9673 8637', 'a country outside the scheme'],
    ['PT50 0002 0123 1234 5678 9015 !', 'a sign'],
    ['5000 0201 2312 3456 7890 154P T', 'country code at the end'],
  ])('refuses %j (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('takes every IBAN whose check digits were computed for it', () => {
    fc.assert(fc.property(anIban, (iban) => isValidIban(iban)));
  });

  it('refuses an IBAN with any one character changed', () => {
    fc.assert(
      fc.property(anIban, fc.nat(), fc.constantFrom(...'0123456789'), (iban, at, replacement) => {
        // Past the country code (a changed country is another length or no country at all).
        const index = 2 + (at % (iban.length - 2));
        fc.pre(iban[index] !== replacement && /\d/.test(iban[index] ?? ''));
        const changed = `${iban.slice(0, index)}${replacement}${iban.slice(index + 1)}`;
        return !isValidIban(changed);
      }),
    );
  });

  it('refuses an IBAN with two neighbouring digits swapped', () => {
    fc.assert(
      fc.property(anIban, fc.nat(), (iban, at) => {
        const index = 4 + (at % (iban.length - 5));
        const [a, b] = [iban[index] ?? '', iban[index + 1] ?? ''];
        fc.pre(a !== b && /\d/.test(a) && /\d/.test(b));
        const swapped = `${iban.slice(0, index)}${b}${a}${iban.slice(index + 2)}`;
        return !isValidIban(swapped);
      }),
    );
  });

  it('is kept without spaces, printed in groups of four and shown by its last four', () => {
    expect(normaliseIban(' pt50 0002-0123 1234 5678 9015 4 ')).toBe('PT50000201231234567890154');
    expect(formatIban('PT50000201231234567890154')).toBe('PT50 0002 0123 1234 5678 9015 4');
    expect(maskIban('PT50 0002 0123 1234 5678 9015 4')).toBe('•••• 0154');
  });
});
