/** The Portuguese strings of `coreDictionaries` (core.ts): only a page in Portuguese, or one that falls back to it, loads them. */
export const corePtPT: Record<string, string> = {
  SHELL_REMOTE_UNAVAILABLE_TITLE: 'Esta parte do Palco não está disponível',
  SHELL_REMOTE_UNAVAILABLE_DESC: 'Não conseguimos carregá-la agora. O resto do site continua a funcionar.',
  SHELL_LOGIN_UNAVAILABLE: 'Não foi possível abrir a janela de entrada. Tenta outra vez daqui a pouco.',
  SHELL_SUBSCRIBE_UNAVAILABLE: 'Não foi possível mostrar os planos. Tenta outra vez daqui a pouco.',
};
