import { checkRegistration, emptyRegisterDraft, normaliseEmail, type RegisterDraft } from './register-rules';

const NOW = new Date(2025, 5, 15);
const valid: RegisterDraft = {
  email: 'ana@palco.pt',
  password: 'segredo12',
  birthDate: { day: '05', month: '03', year: '1990' },
  agree: true,
  optin: true,
};

describe('registration step 1 (spec section 5)', () => {
  it('starts with the marketing opt-in on and nothing else filled in', () => {
    expect(emptyRegisterDraft()).toEqual({
      email: '',
      password: '',
      birthDate: { day: '', month: '', year: '' },
      agree: false,
      optin: true,
    });
  });

  it('trims and lower-cases the e-mail', () => {
    expect(normaliseEmail('  Ana.Silva@Palco.PT ')).toBe('ana.silva@palco.pt');
  });

  it('passes a complete form with a captcha token, opt-in or not', () => {
    expect(checkRegistration(valid, true, NOW)).toEqual({ fields: {}, summary: null });
    expect(checkRegistration({ ...valid, optin: false }, true, NOW)).toEqual({ fields: {}, summary: null });
    expect(checkRegistration({ ...valid, email: '  ANA@Palco.pt ' }, true, NOW).fields).toEqual({});
  });

  it('requires every field, under its own message, with the register message over them', () => {
    expect(checkRegistration(emptyRegisterDraft(), false, NOW)).toEqual({
      fields: {
        email: 'ACCOUNT_REGISTER_EMAIL_REQUIRED',
        password: 'AUTHENTICATION_ERROR_LOGIN_PASSWORD_EMPTY',
        birthday: 'ACCOUNT_REGISTER_BIRTHDAY_REQUIRED',
        agree: 'ACCOUNT_REGISTER_TERMS_REQUIRED',
        captcha: 'ACCOUNT_CAPTCHA_REQUIRED',
      },
      summary: 'AUTHENTICATION_ERROR_REGISTER_MESSAGE',
    });
  });

  it.each([
    [{ email: 'ana@' }, 'email', 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID'],
    [{ email: 'ana silva@palco.pt' }, 'email', 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID'],
    [{ password: 'curta12' }, 'password', 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT'],
    [
      { birthDate: { day: '30', month: '02', year: '1990' } },
      'birthday',
      'ACCOUNT_REGISTER_BIRTHDAY_INVALID',
    ],
    [
      { birthDate: { day: '01', month: '01', year: '2020' } },
      'birthday',
      'ACCOUNT_REGISTER_BIRTHDAY_TOO_YOUNG',
    ],
    [{ agree: false }, 'agree', 'ACCOUNT_REGISTER_TERMS_REQUIRED'],
  ] as const)('%o breaks the %s rule', (change, field, key) => {
    expect(checkRegistration({ ...valid, ...change }, true, NOW)).toEqual({
      fields: { [field]: key },
      summary: 'AUTHENTICATION_ERROR_REGISTER_MESSAGE',
    });
  });

  it('asks for the captcha on its own when everything else is right', () => {
    expect(checkRegistration(valid, false, NOW)).toEqual({
      fields: { captcha: 'ACCOUNT_CAPTCHA_REQUIRED' },
      summary: null,
    });
  });

  it('takes 8 characters as long enough (the registration form’s minimum)', () => {
    expect(checkRegistration({ ...valid, password: '12345678' }, true, NOW).fields).toEqual({});
  });
});
