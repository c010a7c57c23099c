import type { LazyDictionaries } from '@palco/shared';

/**
 * The search's strings (its page and the header's suggestions), each language in a chunk of its own that
 * the code showing them asks for as it runs: no other page loads them.
 */
export const searchDictionaries: LazyDictionaries = {
  pt_PT: () =>
    import(/* webpackChunkName: "catalogue-search-i18n-pt_PT" */ './i18n.pt_PT').then(
      (module) => module.searchPtPT,
    ),
  en: () =>
    import(/* webpackChunkName: "catalogue-search-i18n-en" */ './i18n.en').then((module) => module.searchEn),
  fr_FR: () =>
    import(/* webpackChunkName: "catalogue-search-i18n-fr_FR" */ './i18n.fr_FR').then(
      (module) => module.searchFrFR,
    ),
};
