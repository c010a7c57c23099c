import type { LazyDictionaries } from '@palco/shared';

/** Strings of the shell's loading, fallback and guard machinery. */
export const coreDictionaries: LazyDictionaries = {
  pt_PT: {
    SHELL_REMOTE_UNAVAILABLE_TITLE: 'Esta parte do Palco não está disponível',
    SHELL_REMOTE_UNAVAILABLE_DESC: 'Não conseguimos carregá-la agora. O resto do site continua a funcionar.',
    SHELL_LOGIN_UNAVAILABLE: 'Não foi possível abrir a janela de entrada. Tenta outra vez daqui a pouco.',
    SHELL_SUBSCRIBE_UNAVAILABLE: 'Não foi possível mostrar os planos. Tenta outra vez daqui a pouco.',
  },
  en: () => import(/* webpackChunkName: "i18n-en" */ './core.en').then((module) => module.coreEn),
  fr_FR: () => import(/* webpackChunkName: "i18n-fr_FR" */ './core.fr_FR').then((module) => module.coreFrFR),
};
