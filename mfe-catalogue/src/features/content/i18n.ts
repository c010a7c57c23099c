import type { LazyDictionaries } from '@palco/shared';

/**
 * The strings of a title's page, each language in a chunk of its own named by contracts'
 * `remotePageStringsChunk(catalogue, 'title', locale)`: the page asks for the one of its language beside
 * its code (ContentPage.tsx), and the shell's first script, on a first load of a title's address, beside
 * the page's chunk.
 */
export const contentDictionaries: LazyDictionaries = {
  pt_PT: () =>
    import(/* webpackChunkName: "catalogue-page-title-i18n-pt_PT" */ './i18n.pt_PT').then(
      (module) => module.contentPtPT,
    ),
  en: () =>
    import(/* webpackChunkName: "catalogue-page-title-i18n-en" */ './i18n.en').then(
      (module) => module.contentEn,
    ),
  fr_FR: () =>
    import(/* webpackChunkName: "catalogue-page-title-i18n-fr_FR" */ './i18n.fr_FR').then(
      (module) => module.contentFrFR,
    ),
};
