import type { Dictionaries } from '@palco/shared';

export const searchDictionaries: Dictionaries = {
  pt_PT: {
    CATALOGUE_SEARCH: 'Pesquisa',
    CATALOGUE_SEARCH_TITLE: 'Resultados para «{{query}}»',
    CATALOGUE_SEARCH_EMPTY_QUERY: 'Escreve na pesquisa o que queres ver.',
    CATALOGUE_SEARCH_NO_RESULTS: 'Não encontrámos nada para «{{query}}». Experimenta outras palavras.',
    CATALOGUE_SEARCH_ERROR: 'Não foi possível fazer a pesquisa.',
    CATALOGUE_SEARCH_COUNT_one: '{{count}} resultado',
    CATALOGUE_SEARCH_COUNT_other: '{{count}} resultados',
  },
  en: {
    CATALOGUE_SEARCH: 'Search',
    CATALOGUE_SEARCH_TITLE: 'Results for “{{query}}”',
    CATALOGUE_SEARCH_EMPTY_QUERY: 'Type what you want to watch in the search box.',
    CATALOGUE_SEARCH_NO_RESULTS: 'Nothing found for “{{query}}”. Try other words.',
    CATALOGUE_SEARCH_ERROR: 'The search could not be completed.',
    CATALOGUE_SEARCH_COUNT_one: '{{count}} result',
    CATALOGUE_SEARCH_COUNT_other: '{{count}} results',
  },
  fr_FR: {
    CATALOGUE_SEARCH: 'Recherche',
    CATALOGUE_SEARCH_TITLE: 'Résultats pour « {{query}} »',
    CATALOGUE_SEARCH_EMPTY_QUERY: 'Tapez dans la recherche ce que vous voulez regarder.',
    CATALOGUE_SEARCH_NO_RESULTS: 'Aucun résultat pour « {{query}} ». Essayez d’autres mots.',
    CATALOGUE_SEARCH_ERROR: 'La recherche n’a pas pu aboutir.',
    CATALOGUE_SEARCH_COUNT_one: '{{count}} résultat',
    CATALOGUE_SEARCH_COUNT_other: '{{count}} résultats',
  },
};
