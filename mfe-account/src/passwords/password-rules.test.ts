import { emailProblem, newPasswordProblems } from './password-rules';

describe('the password forms’ rules (spec section 5)', () => {
  it('asks for a well-formed e-mail', () => {
    expect(emailProblem('')).toBe('ACCOUNT_REGISTER_EMAIL_REQUIRED');
    expect(emailProblem('ana@')).toBe('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID');
    expect(emailProblem(' ana@palco.pt ')).toBeNull();
  });

  it('wants a new password of 8 characters or more, confirmed the same', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'ACCOUNT_NEW_PASSWORD_REQUIRED' });
    expect(newPasswordProblems('curta', 'curta')).toEqual({
      password: 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT',
    });
    expect(newPasswordProblems('segredo12', 'segredo13')).toEqual({
      confirmation: 'ACCOUNT_PASSWORD_MISMATCH',
    });
    expect(newPasswordProblems('segredo12', 'segredo12')).toEqual({});
  });
});
