import type { Dictionaries } from '@palco/shared';

/**
 * The strings of the guide's page frame, in every language: its title and the loading line its skeleton says
 * while the grid's code comes. Two strings each, so they ride in the catalogue's code rather than a request
 * of their own. The grid's strings come beside its code (view-i18n.ts).
 */
export const guidePageDictionaries: Dictionaries = {
  pt_PT: {
    CATALOGUE_GUIDE_TITLE: 'Guia TV',
    CATALOGUE_GUIDE_LOADING: 'A carregar a programação…',
  },
  en: {
    CATALOGUE_GUIDE_TITLE: 'TV guide',
    CATALOGUE_GUIDE_LOADING: 'Loading the TV schedule…',
  },
  fr_FR: {
    CATALOGUE_GUIDE_TITLE: 'Guide TV',
    CATALOGUE_GUIDE_LOADING: 'Chargement du programme TV…',
  },
};
