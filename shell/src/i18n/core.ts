import type { Dictionaries } from '@palco/shared';

/** Strings of the shell's loading, fallback and guard machinery. */
export const coreDictionaries: Dictionaries = {
  pt_PT: {
    SHELL_REMOTE_UNAVAILABLE_TITLE: 'Esta parte do Palco não está disponível',
    SHELL_REMOTE_UNAVAILABLE_DESC: 'Não conseguimos carregá-la agora. O resto do site continua a funcionar.',
    SHELL_LOGIN_UNAVAILABLE: 'Não foi possível abrir a janela de entrada. Tenta outra vez daqui a pouco.',
    SHELL_SUBSCRIBE_UNAVAILABLE: 'Não foi possível mostrar os planos. Tenta outra vez daqui a pouco.',
  },
  en: {
    SHELL_REMOTE_UNAVAILABLE_TITLE: 'This part of Palco is unavailable',
    SHELL_REMOTE_UNAVAILABLE_DESC: 'We could not load it right now. The rest of the site keeps working.',
    SHELL_LOGIN_UNAVAILABLE: 'The sign-in window could not open. Please try again shortly.',
    SHELL_SUBSCRIBE_UNAVAILABLE: 'The plans could not be shown. Please try again shortly.',
  },
  fr_FR: {
    SHELL_REMOTE_UNAVAILABLE_TITLE: 'Cette partie de Palco est indisponible',
    SHELL_REMOTE_UNAVAILABLE_DESC:
      'Impossible de la charger pour le moment. Le reste du site fonctionne toujours.',
    SHELL_LOGIN_UNAVAILABLE: 'La fenêtre de connexion n’a pas pu s’ouvrir. Réessayez dans un instant.',
    SHELL_SUBSCRIBE_UNAVAILABLE: 'Les offres n’ont pas pu s’afficher. Réessayez dans un instant.',
  },
};
