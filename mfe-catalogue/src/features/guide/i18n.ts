import type { LazyDictionaries } from '@palco/shared';

/**
 * The strings of the guide's page frame, which the catalogue's code carries: its title and the loading
 * line its skeleton says while the grid's code comes. The grid's own strings come with its code
 * (view-i18n.ts). English and French are each one chunk of every feature's strings.
 */
const GUIDE_PAGE_KEYS: readonly string[] = ['CATALOGUE_GUIDE_TITLE', 'CATALOGUE_GUIDE_LOADING'];

/** The strings of `all` that are the page frame's (`frame`) or the grid's (`!frame`). */
function guideStrings(all: Record<string, string>, frame: boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([key]) => GUIDE_PAGE_KEYS.includes(key) === frame));
}

/**
 * The English and French strings of the page frame (`frame`) or of the grid (`!frame`), from the chunk of
 * every feature's strings in that language.
 */
export function guideLoaders(frame: boolean): Pick<LazyDictionaries, 'en' | 'fr_FR'> {
  return {
    en: () =>
      import(/* webpackChunkName: "catalogue-i18n-en" */ './i18n.en').then((module) =>
        guideStrings(module.guideEn, frame),
      ),
    fr_FR: () =>
      import(/* webpackChunkName: "catalogue-i18n-fr_FR" */ './i18n.fr_FR').then((module) =>
        guideStrings(module.guideFrFR, frame),
      ),
  };
}

export const guidePageDictionaries: LazyDictionaries = {
  pt_PT: {
    CATALOGUE_GUIDE_TITLE: 'Guia TV',
    CATALOGUE_GUIDE_LOADING: 'A carregar a programação…',
  },
  ...guideLoaders(true),
};
