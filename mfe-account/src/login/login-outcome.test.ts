import { ApiError, i18n } from '@palco/shared';
import { addTranslations } from '@palco/shared';
import { dictionaries } from '../i18n';
import { loginErrorText, signInFailure } from './login-outcome';

addTranslations(dictionaries);
const t = i18n.getFixedT('pt_PT');

describe('loginErrorText', () => {
  it('translates each token and joins them with line breaks, in the given order', () => {
    expect(
      loginErrorText(t, [
        'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
        'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT',
      ]),
    ).toBe('E-mail incorreto.\nA tua palavra-passe é demasiado curta.');
  });

  it('is empty when there is nothing to say', () => {
    expect(loginErrorText(t, [])).toBe('');
  });
});

describe('signInFailure', () => {
  it('sends the viewer home on a 423 (spec section 8)', () => {
    expect(signInFailure(t, new ApiError('profile_not_chosen', 'Choose a profile', 423))).toEqual({
      kind: 'go-home',
    });
  });

  it('says the credentials are wrong on a 401', () => {
    expect(signInFailure(t, new ApiError('invalid_credentials', 'Bad', 401))).toEqual({
      kind: 'message',
      message: 'E-mail ou palavra-passe errados.',
    });
  });

  it('uses the generic server-error lookup for anything else', () => {
    expect(signInFailure(t, new ApiError('500', 'boom', 500))).toEqual({
      kind: 'message',
      message: 'O serviço está com dificuldades. Tenta daqui a pouco.',
    });
  });
});
