import { isValidEmail, validateLogin } from './validators';

describe('login validation (spec section 5)', () => {
  it('asks for both fields when empty', () => {
    expect(validateLogin('', '')).toEqual([
      'AUTHENTICATION_ERROR_LOGIN_EMAIL_EMPTY',
      'AUTHENTICATION_ERROR_LOGIN_PASSWORD_EMPTY',
    ]);
  });
  it('rejects a malformed e-mail and a short password', () => {
    expect(validateLogin('ana@', 'curta')).toEqual([
      'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
      'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT',
    ]);
  });
  it('accepts a valid e-mail with surrounding spaces and an 8-character password', () => {
    expect(validateLogin('  ana@palco.pt ', 'palco123')).toEqual([]);
    expect(isValidEmail('ana.silva+x@mail.co.pt')).toBe(true);
    expect(isValidEmail('ana silva@mail.pt')).toBe(false);
  });
});
