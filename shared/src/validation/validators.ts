/** Validation rules of spec section 5. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The login and registration forms use the minimum of 8 (section 5 gives 6 and 8). */
export const PASSWORD_MIN_LENGTH = 8;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type LoginErrorToken =
  | 'AUTHENTICATION_ERROR_LOGIN_EMAIL_EMPTY'
  | 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID'
  | 'AUTHENTICATION_ERROR_LOGIN_PASSWORD_EMPTY'
  | 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT';

/** Login form errors, in the order the popup shows them (joined with line breaks). */
export function validateLogin(email: string, password: string): LoginErrorToken[] {
  const errors: LoginErrorToken[] = [];
  if (!email.trim()) errors.push('AUTHENTICATION_ERROR_LOGIN_EMAIL_EMPTY');
  else if (!isValidEmail(email)) errors.push('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID');
  if (!password) errors.push('AUTHENTICATION_ERROR_LOGIN_PASSWORD_EMPTY');
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.push('AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT');
  return errors;
}
