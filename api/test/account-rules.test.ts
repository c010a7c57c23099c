import fc from 'fast-check';
import {
  birthYears,
  checkSignup,
  isAllowedBirthday,
  isValidEmail,
  isValidFullName,
  isValidPhone,
  normaliseEmail,
  parseBirthday,
  parseGender,
  personName,
} from '../src/accounts/rules';
import { HttpError } from '../src/http/errors';

const NOW = Date.UTC(2026, 5, 15, 12);

/** Anything a body may carry as text, including what no form sends. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '--', "'", '1990-02-29', '29-02-2000', '+', '+0'),
);

/** Runs `f`; it may refuse with a 400 of the API's, and must do nothing else. */
function refusesOrAnswers(f: () => unknown): void {
  try {
    f();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
  }
}

describe('the form rules never crash, whatever they are given', () => {
  it('e-mail, birthday, name, phone and gender checks', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof isValidEmail(normaliseEmail(text))).toBe('boolean');
        const birthday = parseBirthday(text);
        expect(birthday === null || /^\d{4}-\d{2}-\d{2}$/.test(birthday)).toBe(true);
        expect(typeof isValidFullName(text)).toBe('boolean');
        expect(typeof isValidPhone(text)).toBe('boolean');
        expect([null, 'm', 'f', 'other']).toContain(parseGender(text));
        refusesOrAnswers(() => personName({ fullname: text }));
        refusesOrAnswers(() => personName({ first_name: text, last_name: text }));
      }),
      { numRuns: 2000 },
    );
  });

  it('the whole first step of the registration', () => {
    const field = fc.option(anyText, { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          email: field,
          password: field,
          birthday: field,
          agree: fc.option(fc.boolean(), { nil: undefined }),
          optin: fc.option(fc.boolean(), { nil: undefined }),
          first_name: field,
          last_name: field,
          fullname: field,
          phone: field,
          gender: field,
        }),
        (fields) => refusesOrAnswers(() => checkSignup(fields, NOW)),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('birthdays', () => {
  it('reads every real day in both forms, and stores it as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          expect(parseBirthday(iso)).toBe(iso);
          expect(parseBirthday(`${d}-${m}-${y}`)).toBe(iso);
        },
      ),
    );
  });

  it('refuses days that do not exist and loose forms', () => {
    for (const text of [
      '2023-02-29',
      '31-04-2000',
      '2000-13-01',
      '00-01-2000',
      '1-1-2000',
      '2000/01/01',
      ' 2000-01-01',
    ]) {
      expect(parseBirthday(text)).toBeNull();
    }
    expect(parseBirthday('29-02-2000')).toBe('2000-02-29');
  });

  it('offers birth years from this year minus 13 down to 1900', () => {
    expect(birthYears(NOW)).toEqual({ oldest: 1900, youngest: 2013 });
    expect(isAllowedBirthday('2013-12-31', NOW)).toBe(true);
    expect(isAllowedBirthday('2014-01-01', NOW)).toBe(false);
    expect(isAllowedBirthday('1899-12-31', NOW)).toBe(false);
    // A new year (in Lisbon) lets the next year's children in.
    expect(birthYears(Date.UTC(2027, 0, 1, 0, 30)).youngest).toBe(2014);
  });
});

describe('names', () => {
  it.each([
    ['Joana Silva', true],
    ["José d'Ávila-Santos", true],
    ['Ana Maria Sousa', true],
    ['Ørjan Ødegård', true],
    ['Joana', false],
    ['Jo A', false],
    ['Joana Silva2', false],
    ['Joana -', false],
    ["Joana ''", false],
    ['Joana_Silva Costa', false],
  ])('"%s" follows the full-name rule: %s', (name, valid) => {
    expect(isValidFullName(name)).toBe(valid);
  });

  it('splits a full name into first name and the rest', () => {
    expect(personName({ fullname: '  Maria   da Graça  ' })).toEqual({
      first_name: 'Maria',
      last_name: 'da Graça',
    });
    expect(personName({ first_name: ' Ana ', last_name: 'Sousa  Lopes' })).toEqual({
      first_name: 'Ana',
      last_name: 'Sousa Lopes',
    });
    expect(personName({})).toBeNull();
  });
});

describe('phones and genders', () => {
  it.each([
    ['+351912345678', true],
    ['+33612345678', true],
    ['+1204555012', true],
    ['912345678', false],
    ['+351 912345678', false],
    ['+0351912345678', false],
    ['+3519123456789012', false],
    ['+351', false],
  ])('%s is a dial code and number: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('takes m, f, other and the words male and female', () => {
    expect(['m', 'f', 'other', 'male', 'female', 'Female', 'x'].map(parseGender)).toEqual([
      'm',
      'f',
      'other',
      'm',
      'f',
      'f',
      null,
    ]);
  });
});
