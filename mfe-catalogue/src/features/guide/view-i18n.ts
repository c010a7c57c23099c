import type { LazyDictionaries } from '@palco/shared';

/**
 * The strings of the guide's grid, each language in a chunk of its own that the guide's page asks for beside
 * the grid's code (GuidePage.tsx): a first visit to the home or a title's page does not carry them.
 */
export const guideDictionaries: LazyDictionaries = {
  pt_PT: () =>
    import(/* webpackChunkName: "catalogue-guide-i18n-pt_PT" */ './view-i18n.pt_PT').then(
      (module) => module.guidePtPT,
    ),
  en: () =>
    import(/* webpackChunkName: "catalogue-guide-i18n-en" */ './view-i18n.en').then(
      (module) => module.guideEn,
    ),
  fr_FR: () =>
    import(/* webpackChunkName: "catalogue-guide-i18n-fr_FR" */ './view-i18n.fr_FR').then(
      (module) => module.guideFrFR,
    ),
};
