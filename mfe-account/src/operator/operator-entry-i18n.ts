import type { Dictionaries } from '@palco/shared';

/** The login popup's way to operator sign-in, shown before the operator popups (and their words) load. */
export const operatorEntryDictionaries: Dictionaries = {
  pt_PT: { ACCOUNT_OPERATOR_LINK: 'Entrar com o teu operador' },
  en: { ACCOUNT_OPERATOR_LINK: 'Sign in with your operator' },
  fr_FR: { ACCOUNT_OPERATOR_LINK: 'Se connecter avec son opérateur' },
};
