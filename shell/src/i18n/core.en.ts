/** The English strings of `coreDictionaries` (core.ts): only a page in English loads them. */
export const coreEn: Record<string, string> = {
  SHELL_REMOTE_UNAVAILABLE_TITLE: 'This part of Palco is unavailable',
  SHELL_REMOTE_UNAVAILABLE_DESC: 'We could not load it right now. The rest of the site keeps working.',
  SHELL_LOGIN_UNAVAILABLE: 'The sign-in window could not open. Please try again shortly.',
  SHELL_SUBSCRIBE_UNAVAILABLE: 'The plans could not be shown. Please try again shortly.',
};
