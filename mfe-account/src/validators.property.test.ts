// Property-based checks of every form rule of the account remote (spec section 5): whatever a viewer types
// or pastes — any text, any length, any script — a validator answers without throwing, and what it lets
// through is what the rule allows.
import fc from 'fast-check';
import { checkAccountData } from './account-data/account-data-rules';
import { codeDigits, codeProblem } from './codes/emailed-code';
import { detectDialCode } from './complete-profile/dial-codes';
import { isValidFullName, splitFullName } from './complete-profile/name-rules';
import { fullPhone, isPhoneKeyAllowed, isValidPhone, phoneDigits } from './complete-profile/phone';
import { checkProfileDetails, profileDetailsRequest } from './complete-profile/profile-details-rules';
import { emailProblem, newPasswordProblems } from './passwords/password-rules';
import { checkBirthDate, parseBirthday } from './register/birthday';
import { checkRegistration, normaliseEmail } from './register/register-rules';

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
