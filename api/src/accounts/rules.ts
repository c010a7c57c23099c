import { formRuleBroken } from '../http/errors';
import { lisbonDate } from '../seed/lisbon-time';

// The form rules of spec section 5, checked again by the server: the page checks them first, but nothing
// it sends is trusted. Each broken rule answers 400 with the rule's own token as `code`.

/** The same pattern as the clients' (shared's validators): something, @, something, a dot, two or more. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;
/** The login and registration forms' minimum (section 5 gives 6 and 8; those forms use 8). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** Minimum age 13: the birth years offered run from this year minus 13 down to 1900 (section 5). */
export const MINIMUM_AGE_YEARS = 13;
export const OLDEST_BIRTH_YEAR = 1900;
/** Each part of a full name has at least two letters (section 5). */
const NAME_PART_MIN_LETTERS = 2;

export const GENDERS = ['m', 'f', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Registration trims and lower-cases the e-mail (section 5); sign-in compares it the same way. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** A real calendar day, `YYYY-MM-DD`, or null. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * A birthday as `YYYY-MM-DD` (what the page sends) or strict `DD-MM-YYYY` (what the viewer types): two-digit
 * day and month, four-digit year, a day that exists. Stored as `YYYY-MM-DD`; anything else is null.
 */
export function parseBirthday(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (typed) return calendarDay(Number(typed[3]), Number(typed[2]), Number(typed[1]));
  return null;
}

/**
 * The birth years the sign-up accepts, as its year picker offers them: from the current year (in Lisbon)
 * minus 13 down to 1900. The rule is by year, as the picker's is, so the page never offers a date the
 * server refuses.
 */
export function birthYears(nowMs: number): { oldest: number; youngest: number } {
  const year = Number(lisbonDate(Math.floor(nowMs / 1000)).slice(0, 4));
  return { oldest: OLDEST_BIRTH_YEAR, youngest: year - MINIMUM_AGE_YEARS };
}

export function isAllowedBirthday(birthday: string, nowMs: number): boolean {
  const year = Number(birthday.slice(0, 4));
  const { oldest, youngest } = birthYears(nowMs);
  return year >= oldest && year <= youngest;
}

/** Letters of any alphabet (with their accents), apostrophes and hyphens: one part of a name. */
const NAME_PART = /^[\p{L}\p{M}'’-]+$/u;
/** First and last names: letters, spaces, apostrophes and hyphens (section 5). */
const NAME = /^[\p{L}\p{M}'’ -]+$/u;

const lettersIn = (part: string): number => part.match(/\p{L}/gu)?.length ?? 0;

/**
 * The full-name rule: at least two parts, each only letters (accents, apostrophes and hyphens allowed) with
 * at least two letters.
 */
export function isValidFullName(fullName: string): boolean {
  const parts = fullName.trim().split(/\s+/);
  return (
    parts.length >= 2 &&
    parts.every((part) => NAME_PART.test(part) && lettersIn(part) >= NAME_PART_MIN_LETTERS)
  );
}

/** A first or last name on its own: letters, spaces, apostrophes and hyphens, not blank. */
export function isValidName(name: string): boolean {
  return name.trim().length > 0 && NAME.test(name);
}

export interface PersonName {
  first_name: string;
  last_name: string;
}

/**
 * The viewer's name from `first_name` and `last_name`, or from `fullname` (first word, then the rest), held
 * to the full-name rule as a whole. Null when none is given; a broken name is a 400.
 */
export function personName(input: {
  first_name?: string | null;
  last_name?: string | null;
  fullname?: string | null;
}): PersonName | null {
  const first = input.first_name?.trim() ?? '';
  const last = input.last_name?.trim() ?? '';
  const full = input.fullname?.trim() ?? '';
  if (!first && !last && !full) return null;
  let name: PersonName;
  if (first || last) {
    if (!isValidName(first) || !isValidName(last))
      throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID');
    name = { first_name: first.replace(/\s+/g, ' '), last_name: last.replace(/\s+/g, ' ') };
  } else {
    const [head = '', ...rest] = full.split(/\s+/);
    name = { first_name: head, last_name: rest.join(' ') };
  }
  if (!isValidFullName(`${name.first_name} ${name.last_name}`)) {
    throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID');
  }
  return name;
}

/**
 * A phone as the forms send it: the dial code and the number, digits only after the `+` (section 5), at
 * most the 15 digits of an international number and at least 8 (a dial code and a short number).
 */
const PHONE = /^\+[1-9]\d{7,14}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone);
}

/** Gender as the forms send it: `m`, `f` or `other`, or the words `male` and `female` (section 5). */
export function parseGender(value: string): Gender | null {
  const word = value.trim().toLowerCase();
  if (word === 'male') return 'm';
  if (word === 'female') return 'f';
  return (GENDERS as readonly string[]).includes(word) ? (word as Gender) : null;
}

/** What the registration's first step sends (spec section 7, `POST /v1/signup`), as read from JSON or a form. */
export interface SignupFields {
  email?: string | null | undefined;
  password?: string | null | undefined;
  birthday?: string | null | undefined;
  agree?: boolean | null | undefined;
  optin?: boolean | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  fullname?: string | null | undefined;
  phone?: string | null | undefined;
  gender?: string | null | undefined;
}

export interface Signup {
  email: string;
  password: string;
  birthday: string;
  optin: boolean;
  name: PersonName | null;
  phone: string | null;
  gender: Gender | null;
}

/**
 * Registration step 1 (section 5): e-mail, password, a valid birthday and the agreement are all required,
 * else AUTHENTICATION_ERROR_REGISTER_MESSAGE; then the e-mail's pattern, the password's length, the
 * birthday's format and the minimum age. Name, phone and gender are step 2's, checked when they come.
 * Marketing is opt-in: only an explicit yes counts (the page's box starts ticked and sends its state).
 */
export function checkSignup(fields: SignupFields, nowMs: number): Signup {
  const email = normaliseEmail(fields.email ?? '');
  const password = fields.password ?? '';
  const birthdayText = fields.birthday?.trim() ?? '';
  if (!email || !password || !birthdayText || fields.agree !== true) {
    throw formRuleBroken('AUTHENTICATION_ERROR_REGISTER_MESSAGE');
  }
  if (!isValidEmail(email)) throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID');
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT');
  }
  const birthday = parseBirthday(birthdayText);
  if (!birthday || !isAllowedBirthday(birthday, nowMs)) {
    throw formRuleBroken('AUTHENTICATION_ERROR_REGISTER_MESSAGE');
  }
  return {
    email,
    password,
    birthday,
    optin: fields.optin === true,
    name: personName(fields),
    phone: checkPhone(fields.phone),
    gender: checkGender(fields.gender),
  };
}

/** An optional phone: blank is none, anything else must be a dial code and number. */
export function checkPhone(value: string | null | undefined): string | null {
  const phone = value?.trim() ?? '';
  if (!phone) return null;
  if (!isValidPhone(phone)) throw formRuleBroken('AUTHENTICATION_ERROR_PHONE_INVALID');
  return phone;
}

/** An optional gender: blank is none. */
export function checkGender(value: string | null | undefined): Gender | null {
  if (!value?.trim()) return null;
  const gender = parseGender(value);
  if (!gender) throw formRuleBroken('AUTHENTICATION_ERROR_GENDER_INVALID');
  return gender;
}

/** A new password: the forms' minimum length. */
export function checkNewPassword(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT');
  }
  return password;
}
