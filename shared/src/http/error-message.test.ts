import { createI18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { errorMessageFor, fillPlaceholders } from './error-message';

describe('error messages (spec section 8)', () => {
  const i18n = createI18n('pt_PT');

  it('uses SERVER_ERROR_{STATUS} when it exists', () => {
    expect(errorMessageFor(i18n.t, new ApiError('401', 'x', 401))).toBe(
      'Parece que a tua sessão não está válida. Podes entrar outra vez?',
    );
  });

  it('falls back to GENERIC_ERROR_DESC with the status and the no-message text', () => {
    expect(errorMessageFor(i18n.t, new ApiError('teapot', '', 418))).toBe(
      'Ocorreu um erro (418). Ocorreu um problema inesperado',
    );
  });

  it('shows the server message for code 2001 or forceMessage', () => {
    expect(errorMessageFor(i18n.t, new ApiError('2001', 'Mensagem do servidor', 400))).toBe(
      'Mensagem do servidor',
    );
    expect(errorMessageFor(i18n.t, new ApiError('x', 'Forçada', 500), { forceMessage: true })).toBe(
      'Forçada',
    );
  });

  it('fills numbered placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('%1% de %2% (%3%)', ['a', 'b'])).toBe('a de b (%3%)');
  });
});
