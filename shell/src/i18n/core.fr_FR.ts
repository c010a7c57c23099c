/** The French strings of `coreDictionaries` (core.ts): only a page in French loads them. */
export const coreFrFR: Record<string, string> = {
  SHELL_REMOTE_UNAVAILABLE_TITLE: 'Cette partie de Palco est indisponible',
  SHELL_REMOTE_UNAVAILABLE_DESC:
    'Impossible de la charger pour le moment. Le reste du site fonctionne toujours.',
  SHELL_LOGIN_UNAVAILABLE: 'La fenêtre de connexion n’a pas pu s’ouvrir. Réessayez dans un instant.',
  SHELL_SUBSCRIBE_UNAVAILABLE: 'Les offres n’ont pas pu s’afficher. Réessayez dans un instant.',
};
