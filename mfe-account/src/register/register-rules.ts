import { isValidEmail, PASSWORD_MIN_LENGTH } from '@palco/shared';
import { type BirthDate, checkBirthDate, NO_BIRTH_DATE } from './birthday';

/** Registration has two steps: e-mail, password, birthday and terms; then name, phone and gender. */
export const REGISTER_STEPS = 2;

/** What registration step 1 holds while the viewer fills it in (kept across the popup's views). */
export interface RegisterDraft {
  email: string;
  password: string;
  birthDate: BirthDate;
  agree: boolean;
  /** Marketing opt-in: optional, on by default (spec section 5). */
  optin: boolean;
}

export const emptyRegisterDraft = (email = ''): RegisterDraft => ({
  email,
  password: '',
  birthDate: NO_BIRTH_DATE,
  agree: false,
  optin: true,
});

export type RegisterField = 'email' | 'password' | 'birthday' | 'agree' | 'captcha';

/** Translation keys of what is wrong, by field, and the summary the spec shows over them. */
export interface RegisterProblems {
  fields: Partial<Record<RegisterField, string>>;
  /** AUTHENTICATION_ERROR_REGISTER_MESSAGE when a required field is missing or wrong (spec section 5). */
  summary: string | null;
}

/** Registration trims and lower-cases the e-mail (spec section 5). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The translation key of what is wrong with a birth date, by the problem `checkBirthDate` found. */
export const BIRTHDAY_PROBLEMS = {
  missing: 'ACCOUNT_REGISTER_BIRTHDAY_REQUIRED',
  invalid: 'ACCOUNT_REGISTER_BIRTHDAY_INVALID',
  'too-young': 'ACCOUNT_REGISTER_BIRTHDAY_TOO_YOUNG',
  'too-old': 'ACCOUNT_REGISTER_BIRTHDAY_INVALID',
} as const;

/**
 * Registration step 1 (spec section 5): e-mail, password of at least 8, a valid birthday and the agreement
 * are all required, else AUTHENTICATION_ERROR_REGISTER_MESSAGE; the captcha must have answered too.
 */
export function checkRegistration(
  draft: RegisterDraft,
  hasCaptchaToken: boolean,
  now: Date = new Date(),
): RegisterProblems {
  const fields: RegisterProblems['fields'] = {};
  const email = normaliseEmail(draft.email);
  if (!email) fields.email = 'ACCOUNT_REGISTER_EMAIL_REQUIRED';
  else if (!isValidEmail(email)) fields.email = 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID';
  if (!draft.password) fields.password = 'AUTHENTICATION_ERROR_LOGIN_PASSWORD_EMPTY';
  else if (draft.password.length < PASSWORD_MIN_LENGTH)
    fields.password = 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT';
  const birthday = checkBirthDate(draft.birthDate, now);
  if (!birthday.ok) fields.birthday = BIRTHDAY_PROBLEMS[birthday.problem];
  if (!draft.agree) fields.agree = 'ACCOUNT_REGISTER_TERMS_REQUIRED';
  const summary = Object.keys(fields).length > 0 ? 'AUTHENTICATION_ERROR_REGISTER_MESSAGE' : null;
  if (!hasCaptchaToken) fields.captcha = 'ACCOUNT_CAPTCHA_REQUIRED';
  return { fields, summary };
}
