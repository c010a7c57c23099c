import type { LazyDictionaries } from '@palco/shared';

export const searchDictionaries: LazyDictionaries = {
  pt_PT: {
    CATALOGUE_SEARCH_SUGGESTIONS: 'Sugestões',
    CATALOGUE_SEARCH_SUGGESTIONS_LOADING: 'A procurar…',
    CATALOGUE_SEARCH_SUGGESTIONS_ERROR: 'Não foi possível obter sugestões.',
    CATALOGUE_SEARCH_SUGGESTIONS_RETRY: 'Tentar outra vez',
    CATALOGUE_SEARCH_SUGGESTIONS_NONE: 'Sem sugestões para «{{query}}».',
    CATALOGUE_SEARCH_SUGGESTIONS_COUNT_one: '{{count}} sugestão',
    CATALOGUE_SEARCH_SUGGESTIONS_COUNT_other: '{{count}} sugestões',
    CATALOGUE_SEARCH_SUGGESTIONS_ALL: 'Ver todos os resultados para «{{query}}»',
    CATALOGUE_SEARCH_KIND_MOVIE: 'Filme',
    CATALOGUE_SEARCH_KIND_SERIES: 'Série',
    CATALOGUE_SEARCH: 'Pesquisa',
    CATALOGUE_SEARCH_TITLE: 'Resultados para «{{query}}»',
    CATALOGUE_SEARCH_EMPTY_QUERY: 'Escreve na pesquisa o que queres ver.',
    CATALOGUE_SEARCH_NO_RESULTS: 'Não encontrámos nada para «{{query}}». Experimenta outras palavras.',
    CATALOGUE_SEARCH_ERROR: 'Não foi possível fazer a pesquisa.',
    CATALOGUE_SEARCH_COUNT_one: '{{count}} resultado',
    CATALOGUE_SEARCH_COUNT_other: '{{count}} resultados',
  },
  en: () => import(/* webpackChunkName: "catalogue-i18n-en" */ './i18n.en').then((module) => module.searchEn),
  fr_FR: () =>
    import(/* webpackChunkName: "catalogue-i18n-fr_FR" */ './i18n.fr_FR').then((module) => module.searchFrFR),
};
