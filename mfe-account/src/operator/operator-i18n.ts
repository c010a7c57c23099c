import type { Dictionaries } from '@palco/shared';

/** The words of operator sign-in (spec sections 2, 4 and 8): the login popup's way to it, its popups and page. */
export const operatorDictionaries: Dictionaries = {
  pt_PT: {
    ACCOUNT_OPERATOR_TITLE: 'Entrar com o teu operador',
    ACCOUNT_OPERATOR_DESC: 'Se tens o Palco incluído no teu tarifário, entra com a conta do teu operador.',
    ACCOUNT_OPERATOR_WITH: 'Entrar com {{operator}}',
    ACCOUNT_OPERATOR_NONE: 'De momento não é possível entrar com um operador.',
    ACCOUNT_OPERATOR_TERMS_TITLE: 'Termos do operador',
    ACCOUNT_OPERATOR_TERMS_DESC:
      'Para entrares com {{operator}}, o teu operador partilha connosco o teu nome e identifica-te como cliente. Podes ler os <terms>termos de utilização</terms>.',
    ACCOUNT_OPERATOR_TERMS_AGREE: 'Aceito que {{operator}} partilhe estes dados com o Palco.',
    ACCOUNT_OPERATOR_TERMS_REQUIRED: 'Para continuar, aceita os termos.',
    ACCOUNT_OPERATOR_TERMS_OK: 'Continuar',
    ACCOUNT_OPERATOR_TERMS_CANCEL: 'Cancelar',
    ACCOUNT_OPERATOR_LEAVING: 'A abrir {{operator}}…',
    ACCOUNT_OPERATOR_SIGNING_IN: 'A entrar com {{operator}}…',
    ACCOUNT_OPERATOR_FAILED: 'Não foi possível entrar.',
    ACCOUNT_OPERATOR_TRY_AGAIN: 'Tentar outra vez',
    ACCOUNT_OPERATOR_CANCELLED: 'Cancelaste o início de sessão com {{operator}}.',
    ACCOUNT_OPERATOR_UNKNOWN: 'Não conhecemos este operador. Escolhe um dos que aparecem.',
  },
  en: {
    ACCOUNT_OPERATOR_TITLE: 'Sign in with your operator',
    ACCOUNT_OPERATOR_DESC:
      'If Palco comes with your mobile or TV plan, sign in with your operator’s account.',
    ACCOUNT_OPERATOR_WITH: 'Sign in with {{operator}}',
    ACCOUNT_OPERATOR_NONE: 'Signing in with an operator is not available right now.',
    ACCOUNT_OPERATOR_TERMS_TITLE: 'Operator terms',
    ACCOUNT_OPERATOR_TERMS_DESC:
      'To sign in with {{operator}}, your operator shares your name with us and confirms you are a customer. You can read the <terms>terms of use</terms>.',
    ACCOUNT_OPERATOR_TERMS_AGREE: 'I agree that {{operator}} shares this with Palco.',
    ACCOUNT_OPERATOR_TERMS_REQUIRED: 'To continue, accept the terms.',
    ACCOUNT_OPERATOR_TERMS_OK: 'Continue',
    ACCOUNT_OPERATOR_TERMS_CANCEL: 'Cancel',
    ACCOUNT_OPERATOR_LEAVING: 'Opening {{operator}}…',
    ACCOUNT_OPERATOR_SIGNING_IN: 'Signing in with {{operator}}…',
    ACCOUNT_OPERATOR_FAILED: 'Unable to log in.',
    ACCOUNT_OPERATOR_TRY_AGAIN: 'Try again',
    ACCOUNT_OPERATOR_CANCELLED: 'You cancelled signing in with {{operator}}.',
    ACCOUNT_OPERATOR_UNKNOWN: 'We do not know this operator. Choose one of those shown.',
  },
  fr_FR: {
    ACCOUNT_OPERATOR_TITLE: 'Se connecter avec son opérateur',
    ACCOUNT_OPERATOR_DESC:
      'Si Palco est inclus dans votre forfait, connectez-vous avec le compte de votre opérateur.',
    ACCOUNT_OPERATOR_WITH: 'Se connecter avec {{operator}}',
    ACCOUNT_OPERATOR_NONE: 'La connexion par opérateur n’est pas disponible pour le moment.',
    ACCOUNT_OPERATOR_TERMS_TITLE: 'Conditions de l’opérateur',
    ACCOUNT_OPERATOR_TERMS_DESC:
      'Pour vous connecter avec {{operator}}, votre opérateur nous communique votre nom et confirme que vous êtes client. Vous pouvez lire les <terms>conditions d’utilisation</terms>.',
    ACCOUNT_OPERATOR_TERMS_AGREE: 'J’accepte que {{operator}} communique ces données à Palco.',
    ACCOUNT_OPERATOR_TERMS_REQUIRED: 'Pour continuer, acceptez les conditions.',
    ACCOUNT_OPERATOR_TERMS_OK: 'Continuer',
    ACCOUNT_OPERATOR_TERMS_CANCEL: 'Annuler',
    ACCOUNT_OPERATOR_LEAVING: 'Ouverture de {{operator}}…',
    ACCOUNT_OPERATOR_SIGNING_IN: 'Connexion avec {{operator}}…',
    ACCOUNT_OPERATOR_FAILED: 'Connexion impossible.',
    ACCOUNT_OPERATOR_TRY_AGAIN: 'Réessayer',
    ACCOUNT_OPERATOR_CANCELLED: 'Vous avez annulé la connexion avec {{operator}}.',
    ACCOUNT_OPERATOR_UNKNOWN: 'Nous ne connaissons pas cet opérateur. Choisissez l’un de ceux affichés.',
  },
};
