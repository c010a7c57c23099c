import type { LazyDictionaries } from '@palco/shared';
import { guideLoaders } from './i18n';

/**
 * The strings of the guide's grid, in the grid's own code (GuideView registers them): a first visit to
 * the home or a title's page does not carry them. English and French come from the chunk of every
 * feature's strings in that language, which the page has already asked for.
 */
export const guideDictionaries: LazyDictionaries = {
  pt_PT: {
    CATALOGUE_GUIDE_ERROR: 'Não foi possível carregar a programação.',
    CATALOGUE_GUIDE_EMPTY: 'Ainda não há canais para mostrar.',
    CATALOGUE_GUIDE_DAYS: 'Dia da programação',
    CATALOGUE_GUIDE_YESTERDAY: 'Ontem',
    CATALOGUE_GUIDE_TODAY: 'Hoje',
    CATALOGUE_GUIDE_TOMORROW: 'Amanhã',
    CATALOGUE_GUIDE_SCHEDULE: 'Programação de {{day}}',
    CATALOGUE_GUIDE_CHANNELS: 'Canais',
    CATALOGUE_GUIDE_NOW: 'Agora',
    CATALOGUE_GUIDE_GO_TO_NOW: 'Ir para agora',
    CATALOGUE_GUIDE_CHANNEL_LIVE: 'Ver {{channel}} em direto',
    CATALOGUE_GUIDE_GRID_KEYS:
      'Use as setas para mudar de programa e de canal, Início e Fim para ir ao primeiro e ao último programa do canal, Página acima e Página abaixo para saltar vários canais, e Enter para ver os detalhes.',
    CATALOGUE_GUIDE_LIVE: 'Em direto',
    CATALOGUE_GUIDE_CATCHUP: 'Rever',
    CATALOGUE_GUIDE_TIME_RANGE: '{{start}}–{{end}}',
    CATALOGUE_GUIDE_NO_PROGRAMMES: 'Sem programação neste dia.',
    CATALOGUE_GUIDE_ROW_ERROR: 'Programação indisponível.',
    CATALOGUE_GUIDE_DETAILS_CHANNEL: 'Canal',
    CATALOGUE_GUIDE_DETAILS_WHEN: 'Horário',
    CATALOGUE_GUIDE_DETAILS_CLASSIFICATION: 'Classificação',
    CATALOGUE_GUIDE_DETAILS_EPISODE: 'Episódio',
    CATALOGUE_GUIDE_SEASON_EPISODE: 'Temporada {{season}}, episódio {{episode}}',
    CATALOGUE_GUIDE_EPISODE_ONLY: 'Episódio {{episode}}',
    CATALOGUE_GUIDE_PROGRESS: 'Progresso de «{{title}}»',
    CATALOGUE_GUIDE_WATCH_LIVE: 'Ver em direto',
    CATALOGUE_GUIDE_WATCH_CATCHUP: 'Ver desde o início',
    CATALOGUE_GUIDE_UPCOMING: 'Ainda não começou.',
    CATALOGUE_GUIDE_UNAVAILABLE: 'Já não está disponível para ver.',
  },
  ...guideLoaders(false),
};
