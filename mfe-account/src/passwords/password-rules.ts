import { isValidEmail, PASSWORD_MIN_LENGTH } from '@palco/shared';

/** What is wrong with an e-mail a password form asks for, or null. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'ACCOUNT_REGISTER_EMAIL_REQUIRED';
  return isValidEmail(email) ? null : 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID';
}

export interface NewPasswordProblems {
  password?: string;
  confirmation?: string;
}

/**
 * A new password and its confirmation (spec section 5): at least 8 characters ('Your password is too
 * short.'), and the confirmation the same ('The passwords must be the same.').
 */
export function newPasswordProblems(password: string, confirmation: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!password) problems.password = 'ACCOUNT_NEW_PASSWORD_REQUIRED';
  else if (password.length < PASSWORD_MIN_LENGTH)
    problems.password = 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT';
  if (password && confirmation !== password) problems.confirmation = 'ACCOUNT_PASSWORD_MISMATCH';
  return problems;
}
