import type { LazyDictionaries } from '@palco/shared';

/** Strings of the shell's loading, fallback and guard machinery. */
export const coreDictionaries: LazyDictionaries = {
  pt_PT: () => import(/* webpackChunkName: "i18n-pt_PT" */ './core.pt_PT').then((module) => module.corePtPT),
  en: () => import(/* webpackChunkName: "i18n-en" */ './core.en').then((module) => module.coreEn),
  fr_FR: () => import(/* webpackChunkName: "i18n-fr_FR" */ './core.fr_FR').then((module) => module.coreFrFR),
};
