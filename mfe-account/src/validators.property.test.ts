// Property-based checks of every form rule of the account remote (spec section 5): whatever a viewer types
// or pastes — any text, any length, any script — a validator answers without throwing, and what it lets
// through is what the rule allows.
import fc from 'fast-check';
import { isValidEmail, PASSWORD_MIN_LENGTH, validateLogin } from '@palco/shared';
import { checkAccountData } from './account-data/account-data-rules';
import { codeDigits, codeProblem } from './codes/emailed-code';
import { detectDialCode, DIAL_COUNTRIES, type DialCountry } from './complete-profile/dial-codes';
import { isValidFullName, splitFullName } from './complete-profile/name-rules';
import { fullPhone, isPhoneKeyAllowed, isValidPhone, phoneDigits } from './complete-profile/phone';
import { checkProfileDetails, profileDetailsRequest } from './complete-profile/profile-details-rules';
import { emailProblem, newPasswordProblems } from './passwords/password-rules';
import { type BirthDate, checkBirthDate, MINIMUM_AGE_YEARS, parseBirthday } from './register/birthday';
import { checkRegistration, emptyRegisterDraft, normaliseEmail } from './register/register-rules';

const NOW = new Date(Date.UTC(2026, 10, 24, 12));
/** Any text a field may receive: unicode, controls, very long, or empty. */
const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constant(''),
);
const gender = fc.constantFrom<'m' | 'f' | 'other' | ''>('m', 'f', 'other', '');
const phone = fc.record({ country: anyText, number: anyText });
const birthDate = fc.record({ day: anyText, month: anyText, year: anyText });

const RUNS = { numRuns: 300 };

describe('no input crashes a validator', () => {
  it('registration, e-mail and passwords', () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        birthDate,
        fc.boolean(),
        fc.boolean(),
        (email, password, date, agree, optin) => {
          const problems = checkRegistration({ email, password, birthDate: date, agree, optin }, agree, NOW);
          // A summary exactly when a field is wrong (the captcha aside), as the popup shows it.
          const wrong = Object.keys(problems.fields).filter((field) => field !== 'captcha');
          expect(problems.summary !== null).toBe(wrong.length > 0);
          expect(typeof normaliseEmail(email)).toBe('string');
          emailProblem(email);
          newPasswordProblems(password, email);
        },
      ),
      RUNS,
    );
  });

  it('names, phones, gender, birthdays and codes', () => {
    fc.assert(
      fc.property(anyText, phone, gender, birthDate, anyText, (fullName, tel, g, date, code) => {
        isValidFullName(fullName);
        splitFullName(fullName);
        const draft = { fullName, phone: tel, gender: g, agree: true, optin: false };
        checkProfileDetails(draft, true);
        profileDetailsRequest(draft, true);
        checkAccountData({ fullName, phone: tel, gender: g, birthDate: date, optin: true }, true, NOW);
        checkBirthDate(date, NOW);
        parseBirthday(code);
        detectDialCode(code);
        isValidPhone(fullPhone(tel.country, tel.number));
        isPhoneKeyAllowed(code, false);
        codeProblem(code);
      }),
      RUNS,
    );
  });
});

describe('what the rules let through', () => {
  it('a full name has two or more parts, each of letters only with at least two of them', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        if (!isValidFullName(name)) return;
        const parts = name.trim().split(/\s+/);
        expect(parts.length).toBeGreaterThanOrEqual(2);
        for (const part of parts) {
          expect(part).not.toMatch(/\d/);
          expect((part.match(/\p{L}/gu) ?? []).length).toBeGreaterThanOrEqual(2);
        }
      }),
      RUNS,
    );
    expect(isValidFullName('Inês Maçã-Lopes')).toBe(true);
    expect(isValidFullName("Ana D'Ávila")).toBe(true);
    expect(isValidFullName('Ana')).toBe(false);
    expect(isValidFullName('Ana 2Silva')).toBe(false);
  });

  it('a phone is kept as digits only, and sent as the dial code and those digits (none when empty)', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const digits = phoneDigits(typed);
        expect(digits).toMatch(/^\d*$/);
        expect(fullPhone('+351', typed)).toBe(digits ? `+351${digits}` : '');
      }),
      RUNS,
    );
  });

  it('an e-mailed code keeps only its digits', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        expect(codeDigits(typed)).toMatch(/^\d*$/);
      }),
      RUNS,
    );
  });

  it('a birthday parses only as a real DD-MM-YYYY date, sent as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (date) => {
          const [y, m, d] = date.toISOString().slice(0, 10).split('-');
          expect(parseBirthday(`${d}-${m}-${y}`)).toBe(`${y}-${m}-${d}`);
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(anyText, (typed) => {
        const parsed = parseBirthday(typed);
        if (parsed !== null) expect(parsed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      RUNS,
    );
    expect(parseBirthday('31-02-1990')).toBeNull();
    expect(parseBirthday('1990-02-01')).toBeNull();
  });
});

// The rules the audit found tested by examples only, as properties. Each one fails when its rule is
// broken (a looser or stricter pattern, a minimum off by one, an age counted from the wrong year, the first
// matching dial code taken instead of the longest).

/** Registration step 1 with every field good but the ones a property varies. */
const goodRegistration = { ...emptyRegisterDraft(), email: 'ana@exemplo.pt', password: 'palavra-passe' };
const goodBirthDate: BirthDate = { day: '17', month: '5', year: '1990' };
const registrationProblems = (change: { email?: string; password?: string; birthDate?: BirthDate }) =>
  checkRegistration({ ...goodRegistration, birthDate: goodBirthDate, agree: true, ...change }, true, NOW)
    .fields;

/**
 * The e-mail rule of spec section 5 in words, for text already normalised: no white space, one "@" with
 * something before it, and after it a dot with something before it and two characters or more after it.
 */
function followsEmailRule(text: string): boolean {
  if (/\s/.test(text)) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const dot = domain.indexOf('.', 1);
  return local.length > 0 && dot > 0 && dot <= domain.length - 3;
}

/** Some letters of `text` upper-cased, as a viewer's keyboard or autofill might give them. */
const someUpperCase = (text: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, at) => (upper[at] ? char.toUpperCase() : char)).join(''));

/** White space of the kinds a paste brings: spaces, tabs, line breaks, no-break and wide spaces. */
const blank = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff'),
  maxLength: 3,
});
/** What e-mails are made of, and what breaks them. */
const emailChar = fc.constantFrom(...'aBzÉßİ09.@-_+ \u00a0');
/** Typed e-mails, good and nearly good: real addresses in any case with blanks around, and near misses. */
const typedEmail = fc.oneof(
  fc.tuple(blank, fc.emailAddress().chain(someUpperCase), blank).map((parts) => parts.join('')),
  fc
    .tuple(
      blank,
      fc.string({ unit: emailChar, maxLength: 6 }),
      fc.constantFrom('@', '', '@@', '@ '),
      fc.string({ unit: emailChar, maxLength: 6 }),
      fc.constantFrom('', '.', '.p', '.pt', '.PT', '. pt', '.com', '.c.', '..pt'),
      blank,
    )
    .map((parts) => parts.join('')),
  anyText,
);

describe('e-mail normalisation (registration trims and lower-cases it)', () => {
  it('is idempotent and gives text trimmed and lower-cased', () => {
    fc.assert(
      fc.property(typedEmail, (typed) => {
        const once = normaliseEmail(typed);
        expect(normaliseEmail(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).toBe(once.toLowerCase());
      }),
      RUNS,
    );
  });

  it('makes one address of any letter case and blanks around it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), blank, blank, (address, before, after) => {
        expect(normaliseEmail(`${before}${address.toUpperCase()}${after}`)).toBe(normaliseEmail(address));
      }),
      RUNS,
    );
  });

  it('is accepted exactly when the normalised form follows the pattern, on every form that asks for one', () => {
    fc.assert(
      fc.property(typedEmail, (typed) => {
        const good = followsEmailRule(normaliseEmail(typed));
        expect({ typed, accepted: registrationProblems({ email: typed }).email === undefined }).toEqual({
          typed,
          accepted: good,
        });
        expect({ typed, accepted: emailProblem(typed) === null }).toEqual({ typed, accepted: good });
        expect({ typed, accepted: isValidEmail(typed) }).toEqual({ typed, accepted: good });
        const login = validateLogin(typed, 'palavra-passe');
        expect({ typed, accepted: login.length === 0 }).toEqual({ typed, accepted: good });
      }),
      RUNS,
    );
    // The pattern's edges, as examples.
    expect(followsEmailRule('ana@exemplo.pt')).toBe(true);
    expect(followsEmailRule('ana@exemplo.p')).toBe(false);
    expect(followsEmailRule('ana@.pt')).toBe(false);
    expect(followsEmailRule('@exemplo.pt')).toBe(false);
  });
});

/** A character anyone may type in a password (the forms refuse none): letters of any script, digits, signs. */
const passwordChar = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xa0, max: 0xd7ff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(' ', 'ç', 'Ω', 'ж', '中'),
);
/** A password of exactly `length` characters (UTF-16 units, as the forms and the API count them). */
const passwordOf = (length: number): fc.Arbitrary<string> =>
  fc.array(passwordChar, { minLength: length, maxLength: length }).map((chars) => chars.join(''));

const SHORT = 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT';

describe(`passwords: at least ${PASSWORD_MIN_LENGTH} characters`, () => {
  it('refuses any password shorter than the minimum, on every form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PASSWORD_MIN_LENGTH - 1 }).chain(passwordOf), (password) => {
        expect(registrationProblems({ password }).password).toBe(SHORT);
        expect(newPasswordProblems(password, password).password).toBe(SHORT);
        expect(validateLogin('ana@exemplo.pt', password)).toEqual([SHORT]);
      }),
      RUNS,
    );
    // And none at all, which is asked for rather than too short.
    expect(registrationProblems({ password: '' }).password).toBe('AUTHENTICATION_ERROR_LOGIN_PASSWORD_EMPTY');
  });

  it('takes any password of at least the minimum, as to its length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MIN_LENGTH + 64 }).chain(passwordOf),
        (password) => {
          expect(registrationProblems({ password }).password).toBeUndefined();
          expect(newPasswordProblems(password, password)).toEqual({});
          expect(validateLogin('ana@exemplo.pt', password)).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

/** A calendar day. */
interface Day {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** The same day `years` earlier; 29 February of a year without one is the 28th. */
const yearsBefore = ({ year, month, day }: Day, years: number): Day => ({
  year: year - years,
  month,
  day: Math.min(day, daysIn(year - years, month)),
});
const asPicked = ({ year, month, day }: Day): BirthDate => ({
  day: String(day),
  month: String(month),
  year: String(year),
});
/** The viewer's clock: any moment of a day (local time, as the page's clock is). */
const clockOn = (day: Day): fc.Arbitrary<Date> =>
  fc
    .integer({ min: 0, max: 24 * 60 - 1 })
    .map((minute) => new Date(day.year, day.month - 1, day.day, Math.floor(minute / 60), minute % 60));

const anyDay = fc
  .record({
    year: fc.integer({ min: 1950, max: 2150 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => ({ ...d, day: Math.min(d.day, daysIn(d.year, d.month)) }));
/** Days around the leap day: 28 and 29 February and 1 March, of leap years and others. */
const leapishDay = fc
  .record({ year: fc.integer({ min: 1950, max: 2150 }), pick: fc.integer({ min: 0, max: 2 }) })
  .map(({ year, pick }): Day => {
    if (pick === 2) return { year, month: 3, day: 1 };
    return { year, month: 2, day: pick === 1 && isLeapYear(year) ? 29 : 28 };
  });
const today = fc.oneof(anyDay, leapishDay);

describe(`minimum age ${MINIMUM_AGE_YEARS}, for any clock`, () => {
  it('accepts the birthday exactly 13 years before today, leap days included', () => {
    fc.assert(
      fc.property(
        today.chain((day) => clockOn(day).map((now) => ({ day, now }))),
        ({ day, now }) => {
          const birthday = yearsBefore(day, MINIMUM_AGE_YEARS);
          expect({ birthday, check: checkBirthDate(asPicked(birthday), now).ok }).toEqual({
            birthday,
            check: true,
          });
        },
      ),
      RUNS,
    );
  });

  it('goes by the year, as the picker and the API do: the last day of that year in, the next day out', () => {
    fc.assert(
      fc.property(
        today.chain((day) => clockOn(day).map((now) => ({ day, now }))),
        ({ day, now }) => {
          const youngest = day.year - MINIMUM_AGE_YEARS;
          expect(checkBirthDate(asPicked({ year: youngest, month: 12, day: 31 }), now).ok).toBe(true);
          expect(checkBirthDate(asPicked({ year: youngest + 1, month: 1, day: 1 }), now)).toEqual({
            ok: false,
            problem: 'too-young',
          });
        },
      ),
      RUNS,
    );
  });

  it('takes any real date exactly when its year is 13 or more before today’s, 29 February of a leap year too', () => {
    fc.assert(
      fc.property(
        today.chain((day) =>
          fc.record({
            day: fc.constant(day),
            now: clockOn(day),
            // Any day, and days of the years around the youngest allowed.
            birthday: fc.oneof(
              anyDay,
              leapishDay,
              fc
                .tuple(anyDay, fc.integer({ min: -2, max: 2 }))
                .map(([d, off]) => yearsBefore({ ...d, year: day.year }, MINIMUM_AGE_YEARS + off)),
            ),
          }),
        ),
        ({ day, now, birthday }) => {
          const check = checkBirthDate(asPicked(birthday), now);
          const old = birthday.year <= day.year - MINIMUM_AGE_YEARS;
          expect({ birthday, check }).toEqual({
            birthday,
            check: old ? expect.objectContaining({ ok: true }) : { ok: false, problem: 'too-young' },
          });
        },
      ),
      RUNS,
    );
    // 29 February exists only in leap years.
    expect(checkBirthDate({ day: '29', month: '2', year: '2000' }, NOW).ok).toBe(true);
    expect(checkBirthDate({ day: '29', month: '2', year: '2001' }, NOW)).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });

  it('lets in, by the year rule, someone whose 13th birthday is later this year', () => {
    // The spec gives the rule as the birth years offered (this year minus 13 down to 1900), and the API
    // holds the same: a birthday a day after the one exactly 13 years ago, in that same year, is taken.
    const now = new Date(2026, 10, 24, 12);
    expect(checkBirthDate({ day: '25', month: '11', year: '2013' }, now).ok).toBe(true);
    expect(checkBirthDate({ day: '1', month: '1', year: '2014' }, now)).toEqual({
      ok: false,
      problem: 'too-young',
    });
  });
});

/** Countries whose dial code starts with another country's (+1 268, +44 1481, +358 18, ...). */
const TERRITORIES = DIAL_COUNTRIES.filter((country) =>
  DIAL_COUNTRIES.some((other) => other.dial !== country.dial && country.dial.startsWith(other.dial)),
);
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 });
/** How people type a number: spaces, dashes, dots and brackets between the digits. */
const separators = (length: number): fc.Arbitrary<string[]> =>
  fc.array(fc.constantFrom('', '', ' ', '-', '.', '(', ')'), { minLength: length, maxLength: length });

describe('detectDialCode: the longest matching prefix', () => {
  it('picks the longest known code that starts any number beginning with one, and keeps the rest', () => {
    expect(TERRITORIES.length).toBeGreaterThan(20);
    const numbers = fc
      .tuple(fc.oneof(fc.constantFrom(...DIAL_COUNTRIES), fc.constantFrom(...TERRITORIES)), digits)
      .map(([country, rest]: [DialCountry, string]) => `${country.dial}${rest}`);
    fc.assert(
      fc.property(numbers, (phone) => {
        const longest = Math.max(
          ...DIAL_COUNTRIES.filter((country) => phone.startsWith(country.dial)).map((c) => c.dial.length),
        );
        const found = detectDialCode(phone);
        expect({ phone, dial: found.country.dial.length }).toEqual({ phone, dial: longest });
        expect(phone.startsWith(found.country.dial)).toBe(true);
        expect(found.number).toBe(phone.slice(longest));
      }),
      RUNS,
    );
  });

  it('finds the same country in the number however it is spaced', () => {
    const typed = fc
      .tuple(fc.constantFrom(...DIAL_COUNTRIES, ...TERRITORIES), digits)
      .map(([country, rest]) => `${country.dial}${rest}`)
      .chain((phone) =>
        separators(phone.length).map((gaps) => ({
          phone,
          spaced: `+${[...phone.slice(1)].map((digit, at) => `${gaps[at] ?? ''}${digit}`).join('')}`,
        })),
      );
    fc.assert(
      fc.property(typed, ({ phone, spaced }) => {
        expect(detectDialCode(spaced)).toEqual(detectDialCode(phone));
      }),
      RUNS,
    );
  });
});
