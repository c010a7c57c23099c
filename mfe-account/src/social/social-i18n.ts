import type { Dictionaries } from '@palco/shared';

/** The strings of the social sign-in's callback page (the buttons' are in social-entry-i18n.ts). */
export const socialDictionaries: Dictionaries = {
  pt_PT: {
    ACCOUNT_SOCIAL_SIGNING_IN: 'A entrar com {{provider}}…',
    ACCOUNT_SOCIAL_CANCELLED: 'Cancelaste o início de sessão com {{provider}}.',
    ACCOUNT_SOCIAL_FAILED: 'Não foi possível entrar com {{provider}}. Tenta novamente.',
    ACCOUNT_SOCIAL_EXPIRED: 'Este início de sessão já não é válido. Começa outra vez.',
    ACCOUNT_SOCIAL_TRY_AGAIN: 'Tentar outra vez',
    ACCOUNT_SOCIAL_COMPLETE_TITLE: 'Completa a tua conta',
    ACCOUNT_SOCIAL_COMPLETE_DESC:
      '{{provider}} não partilhou o teu e-mail. Indica-o, com o teu nome, para criarmos a tua conta.',
    ACCOUNT_SOCIAL_COMPLETE_NAME: 'Nome completo',
    ACCOUNT_SOCIAL_COMPLETE_EMAIL: 'E-mail',
    ACCOUNT_SOCIAL_COMPLETE_SUBMIT: 'Criar conta',
    ACCOUNT_SOCIAL_COMPLETE_SUBMITTING: 'A criar a conta…',
    ACCOUNT_SOCIAL_ACTIVATED: 'A tua conta está ativa. Entra outra vez com {{provider}}.',
  },
  en: {
    ACCOUNT_SOCIAL_SIGNING_IN: 'Signing in with {{provider}}…',
    ACCOUNT_SOCIAL_CANCELLED: 'You cancelled signing in with {{provider}}.',
    ACCOUNT_SOCIAL_FAILED: 'We could not sign you in with {{provider}}. Please try again.',
    ACCOUNT_SOCIAL_EXPIRED: 'This sign-in is no longer valid. Please start again.',
    ACCOUNT_SOCIAL_TRY_AGAIN: 'Try again',
    ACCOUNT_SOCIAL_COMPLETE_TITLE: 'Complete your account',
    ACCOUNT_SOCIAL_COMPLETE_DESC:
      '{{provider}} did not share your e-mail. Tell us your e-mail and name so we can create your account.',
    ACCOUNT_SOCIAL_COMPLETE_NAME: 'Full name',
    ACCOUNT_SOCIAL_COMPLETE_EMAIL: 'E-mail',
    ACCOUNT_SOCIAL_COMPLETE_SUBMIT: 'Create account',
    ACCOUNT_SOCIAL_COMPLETE_SUBMITTING: 'Creating your account…',
    ACCOUNT_SOCIAL_ACTIVATED: 'Your account is active. Sign in again with {{provider}}.',
  },
  fr_FR: {
    ACCOUNT_SOCIAL_SIGNING_IN: 'Connexion avec {{provider}}…',
    ACCOUNT_SOCIAL_CANCELLED: 'Vous avez annulé la connexion avec {{provider}}.',
    ACCOUNT_SOCIAL_FAILED: 'Connexion avec {{provider}} impossible. Réessayez.',
    ACCOUNT_SOCIAL_EXPIRED: "Cette connexion n'est plus valable. Recommencez.",
    ACCOUNT_SOCIAL_TRY_AGAIN: 'Réessayer',
    ACCOUNT_SOCIAL_COMPLETE_TITLE: 'Complétez votre compte',
    ACCOUNT_SOCIAL_COMPLETE_DESC:
      "{{provider}} n'a pas partagé votre e-mail. Indiquez-le, avec votre nom, pour que nous créions votre compte.",
    ACCOUNT_SOCIAL_COMPLETE_NAME: 'Nom complet',
    ACCOUNT_SOCIAL_COMPLETE_EMAIL: 'E-mail',
    ACCOUNT_SOCIAL_COMPLETE_SUBMIT: 'Créer le compte',
    ACCOUNT_SOCIAL_COMPLETE_SUBMITTING: 'Création du compte…',
    ACCOUNT_SOCIAL_ACTIVATED: 'Votre compte est actif. Reconnectez-vous avec {{provider}}.',
  },
};

export { PROVIDER_LABELS } from './social-entry-i18n';
