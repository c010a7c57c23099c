import type { LazyDictionaries } from '@palco/shared';

export const browseDictionaries: LazyDictionaries = {
  pt_PT: () =>
    import(/* webpackChunkName: "catalogue-i18n-pt_PT" */ './i18n.pt_PT').then((module) => module.browsePtPT),
  en: () => import(/* webpackChunkName: "catalogue-i18n-en" */ './i18n.en').then((module) => module.browseEn),
  fr_FR: () =>
    import(/* webpackChunkName: "catalogue-i18n-fr_FR" */ './i18n.fr_FR').then((module) => module.browseFrFR),
};
