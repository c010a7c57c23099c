import { ApiError, i18n } from '@palco/shared';
import { addTranslations } from '@palco/shared';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
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
  it('opens the activation step when the account waits for its e-mailed code (423 account_not_activated)', () => {
    expect(signInFailure(t, new ApiError('account_not_activated', 'Not active', 423), 'pt_PT')).toEqual({
      kind: 'activate',
    });
  });

  it('says when to try again after too many tries (429 with Retry-After)', () => {
    expect(signInFailure(t, new ApiError('too_many_attempts', 'Too many', 429, 90), 'pt_PT')).toEqual({
      kind: 'message',
      message: 'Demasiadas tentativas. Podes tentar outra vez daqui a 2 minutos.',
    });
  });

  it('sends the viewer home on any other 423 (spec section 8)', () => {
    expect(signInFailure(t, new ApiError('profile_not_chosen', 'Choose a profile', 423), 'pt_PT')).toEqual({
      kind: 'go-home',
    });
  });

  it('says the credentials are wrong on a 401', () => {
    expect(signInFailure(t, new ApiError('invalid_credentials', 'Bad', 401), 'pt_PT')).toEqual({
      kind: 'message',
      message: 'E-mail ou palavra-passe errados.',
    });
  });

  it('uses the generic server-error lookup for anything else', () => {
    expect(signInFailure(t, new ApiError('500', 'boom', 500), 'pt_PT')).toEqual({
      kind: 'message',
      message: 'O serviço está com dificuldades. Tenta daqui a pouco.',
    });
  });
});
