import type { Dictionaries } from '@palco/shared';

/**
 * The consent manager's strings, in every language: they come with its code when a viewer opens it
 * (PrivacySettingsButton.tsx), so no page's first visit carries them.
 */
export const consentDictionaries: Dictionaries = {
  pt_PT: {
    SHELL_CONSENT_TITLE: 'Definições de privacidade',
    SHELL_CONSENT_INTRO:
      'Escolhe que cookies aceitas. Os necessários mantêm o Palco a funcionar; os restantes só são usados com a tua autorização e podes mudar de ideias quando quiseres.',
    SHELL_CONSENT_NECESSARY: 'Necessários',
    SHELL_CONSENT_NECESSARY_DESC: 'Guardam a tua sessão, o idioma e estas escolhas. Estão sempre ativos.',
    SHELL_CONSENT_ANALYTICS: 'Análise',
    SHELL_CONSENT_ANALYTICS_DESC: 'Contam as visitas às páginas para percebermos o que melhorar.',
    SHELL_CONSENT_MARKETING: 'Marketing',
    SHELL_CONSENT_MARKETING_DESC: 'Tornam a publicidade e as campanhas mais relevantes para ti.',
    SHELL_CONSENT_ACCEPT_ALL: 'Aceitar todos',
    SHELL_CONSENT_SAVE: 'Guardar preferências',
    SHELL_CONSENT_SAVED: 'As tuas preferências foram guardadas.',
    SHELL_CONSENT_SAVE_FAILED: 'Não foi possível guardar as preferências neste navegador.',
  },
  en: {
    SHELL_CONSENT_TITLE: 'Privacy settings',
    SHELL_CONSENT_INTRO:
      'Choose which cookies you accept. Necessary ones keep Palco working; the others are only used with your permission, and you can change your mind at any time.',
    SHELL_CONSENT_NECESSARY: 'Necessary',
    SHELL_CONSENT_NECESSARY_DESC: 'They keep your session, your language and these choices. Always on.',
    SHELL_CONSENT_ANALYTICS: 'Analytics',
    SHELL_CONSENT_ANALYTICS_DESC: 'They count page visits so we can see what to improve.',
    SHELL_CONSENT_MARKETING: 'Marketing',
    SHELL_CONSENT_MARKETING_DESC: 'They make advertising and campaigns more relevant to you.',
    SHELL_CONSENT_ACCEPT_ALL: 'Accept all',
    SHELL_CONSENT_SAVE: 'Save preferences',
    SHELL_CONSENT_SAVED: 'Your preferences have been saved.',
    SHELL_CONSENT_SAVE_FAILED: 'Your preferences could not be saved in this browser.',
  },
  fr_FR: {
    SHELL_CONSENT_TITLE: 'Paramètres de confidentialité',
    SHELL_CONSENT_INTRO:
      'Choisissez les cookies que vous acceptez. Les cookies nécessaires font fonctionner Palco ; les autres ne sont utilisés qu’avec votre accord, que vous pouvez modifier à tout moment.',
    SHELL_CONSENT_NECESSARY: 'Nécessaires',
    SHELL_CONSENT_NECESSARY_DESC: 'Ils conservent votre session, votre langue et ces choix. Toujours actifs.',
    SHELL_CONSENT_ANALYTICS: 'Mesure d’audience',
    SHELL_CONSENT_ANALYTICS_DESC:
      'Ils comptent les visites des pages pour nous aider à savoir quoi améliorer.',
    SHELL_CONSENT_MARKETING: 'Marketing',
    SHELL_CONSENT_MARKETING_DESC: 'Ils rendent la publicité et les campagnes plus pertinentes pour vous.',
    SHELL_CONSENT_ACCEPT_ALL: 'Tout accepter',
    SHELL_CONSENT_SAVE: 'Enregistrer mes choix',
    SHELL_CONSENT_SAVED: 'Vos préférences ont été enregistrées.',
    SHELL_CONSENT_SAVE_FAILED: 'Impossible d’enregistrer vos préférences dans ce navigateur.',
  },
};
