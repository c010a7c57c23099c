import { addTranslations, ApiError, i18n } from '@palco/shared';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { accountErrorText, fieldOfError, formatWait } from './account-errors';

addTranslations(dictionaries);
const pt = i18n.getFixedT('pt_PT');
const en = i18n.getFixedT('en');

describe('accountErrorText: a refused account call in words (spec section 8)', () => {
  it('says when to try again after too many tries, from Retry-After', () => {
    expect(accountErrorText(pt, new ApiError('too_many_attempts', 'x', 429, 45), 'pt_PT')).toBe(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 45 segundos.',
    );
    expect(accountErrorText(en, new ApiError('too_many_attempts', 'x', 429, 600), 'en')).toBe(
      'Too many attempts. You can try again in 10 minutes.',
    );
    expect(accountErrorText(pt, new ApiError('too_many_attempts', 'x', 429), 'pt_PT')).toBe(
      'Demasiadas tentativas erradas. Espera alguns minutos e tenta novamente.',
    );
  });

  it('uses a broken form rule’s own token (spec section 5)', () => {
    expect(
      accountErrorText(
        pt,
        new ApiError('AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT', 'x', 400),
        'pt_PT',
      ),
    ).toBe('A tua palavra-passe é demasiado curta.');
  });

  it.each([
    ['email_in_use', 409, 'Este e-mail já tem uma conta. Entra com ele ou usa outro e-mail.'],
    ['invalid_code', 400, 'O código não está correto ou já foi usado.'],
    ['code_expired', 400, 'O código expirou. Pede um novo.'],
    ['captcha_invalid', 400, 'Não conseguimos confirmar que não és um robô. Tenta novamente.'],
    ['captcha_unavailable', 502, 'Não conseguimos verificar o captcha agora. Tenta dentro de momentos.'],
    ['email_not_sent', 502, 'Não conseguimos enviar o e-mail. Tenta novamente dentro de momentos.'],
    ['invalid_password', 403, 'A palavra-passe atual não está correta.'],
  ])('gives %s (%i) its own words', (code, status, text) => {
    expect(accountErrorText(pt, new ApiError(code, 'server words', status), 'pt_PT')).toBe(text);
  });

  it('falls back to the catalogue’s generic lookup', () => {
    expect(accountErrorText(pt, new ApiError('500', 'boom', 500), 'pt_PT')).toBe(
      'O serviço está com dificuldades. Tenta daqui a pouco.',
    );
    expect(accountErrorText(pt, new ApiError('AUTHENTICATION_ERROR_UNKNOWN', 'x', 418), 'pt_PT')).toBe(
      'Ocorreu um erro (418). Ocorreu um problema inesperado',
    );
  });
});

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes, rounded up, after', () => {
    expect(formatWait(1, 'pt-PT')).toBe('1 segundo');
    expect(formatWait(59, 'en')).toBe('59 seconds');
    expect(formatWait(61, 'en')).toBe('2 minutes');
    // French puts a narrow no-break space between the number and the unit.
    expect(formatWait(0, 'fr-FR').replace(/\s/gu, ' ')).toBe('1 seconde');
  });
});

describe('fieldOfError', () => {
  it('names the field a code is about on a form, if any', () => {
    const fields = { invalid_code: 'code' } as const;
    expect(fieldOfError(new ApiError('invalid_code', 'x', 400), fields)).toBe('code');
    expect(fieldOfError(new ApiError('other', 'x', 400), fields)).toBeNull();
  });
});
