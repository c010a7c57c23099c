import type { Dictionaries, LazyDictionaries } from '@palco/shared';

/**
 * The ad breaks' strings, in every language in the code: the catalogue shows the trailer's ad break
 * (`./trailer-ad-break`) without the player's app, and that must not wait for a strings chunk.
 */
export const adDictionaries: Dictionaries = {
  pt_PT: {
    PLAYER_AD_SKIP_IN_one: 'Podes saltar dentro de {{count}} segundo',
    PLAYER_AD_SKIP_IN_other: 'Podes saltar dentro de {{count}} segundos',
    PLAYER_SEE_PLANS: 'Ver planos',
    PLAYER_MUTE: 'Desativar som',
    PLAYER_UNMUTE: 'Ativar som',
    PLAYER_AD_REGION: 'Anúncio',
    PLAYER_AD_LABEL: 'Publicidade',
    PLAYER_AD_STARTED: 'Publicidade. O teu vídeo continua a seguir.',
    PLAYER_AD_SKIP: 'Saltar anúncio',
    PLAYER_AD_SKIP_READY: 'Já podes saltar o anúncio.',
    PLAYER_AD_LEARN_MORE: 'Saber mais',
    PLAYER_AD_NEW_TAB: 'abre num novo separador',
    PLAYER_AD_PAUSE: 'Pausar anúncio',
    PLAYER_AD_PLAY: 'Retomar anúncio',
    PLAYER_ADBLOCK_TITLE: 'Tens um bloqueador de anúncios',
    PLAYER_ADBLOCK_DESC:
      'Os anúncios mantêm o Palco grátis. Permite anúncios neste site, ou adere a um plano para veres tudo sem anúncios.',
    PLAYER_ADBLOCK_CONTINUE: 'Continuar para o vídeo',
    PLAYER_TRAILER_AD_WAIT: 'A preparar o trailer',
  },
  en: {
    PLAYER_AD_SKIP_IN_one: 'You can skip in {{count}} second',
    PLAYER_AD_SKIP_IN_other: 'You can skip in {{count}} seconds',
    PLAYER_SEE_PLANS: 'See plans',
    PLAYER_MUTE: 'Mute',
    PLAYER_UNMUTE: 'Unmute',
    PLAYER_AD_REGION: 'Advertisement',
    PLAYER_AD_LABEL: 'Ad',
    PLAYER_AD_STARTED: 'Advertisement. Your video continues after it.',
    PLAYER_AD_SKIP: 'Skip ad',
    PLAYER_AD_SKIP_READY: 'You can skip the ad now.',
    PLAYER_AD_LEARN_MORE: 'Learn more',
    PLAYER_AD_NEW_TAB: 'opens in a new tab',
    PLAYER_AD_PAUSE: 'Pause ad',
    PLAYER_AD_PLAY: 'Resume ad',
    PLAYER_ADBLOCK_TITLE: 'You have an ad blocker',
    PLAYER_ADBLOCK_DESC:
      'Ads keep Palco free. Allow ads on this site, or subscribe to a plan to watch everything without ads.',
    PLAYER_ADBLOCK_CONTINUE: 'Continue to the video',
    PLAYER_TRAILER_AD_WAIT: 'Getting the trailer ready',
  },
  fr_FR: {
    PLAYER_AD_SKIP_IN_one: 'Vous pourrez passer dans {{count}} seconde',
    PLAYER_AD_SKIP_IN_other: 'Vous pourrez passer dans {{count}} secondes',
    PLAYER_SEE_PLANS: 'Voir les offres',
    PLAYER_MUTE: 'Couper le son',
    PLAYER_UNMUTE: 'Activer le son',
    PLAYER_AD_REGION: 'Publicité',
    PLAYER_AD_LABEL: 'Publicité',
    PLAYER_AD_STARTED: 'Publicité. Votre vidéo reprend juste après.',
    PLAYER_AD_SKIP: 'Passer l’annonce',
    PLAYER_AD_SKIP_READY: 'Vous pouvez passer l’annonce.',
    PLAYER_AD_LEARN_MORE: 'En savoir plus',
    PLAYER_AD_NEW_TAB: 's’ouvre dans un nouvel onglet',
    PLAYER_AD_PAUSE: 'Mettre l’annonce en pause',
    PLAYER_AD_PLAY: 'Reprendre l’annonce',
    PLAYER_ADBLOCK_TITLE: 'Vous avez un bloqueur de publicités',
    PLAYER_ADBLOCK_DESC:
      'Les publicités permettent à Palco de rester gratuit. Autorisez-les sur ce site, ou abonnez-vous pour tout regarder sans publicité.',
    PLAYER_ADBLOCK_CONTINUE: 'Continuer vers la vidéo',
    PLAYER_TRAILER_AD_WAIT: 'Préparation de la bande-annonce',
  },
};

/**
 * The player's other strings: pt_PT, every language's fallback, in the code; English and French in chunks
 * of their own (named by contracts' `remoteStringsChunk`, so the shell's first script preloads the page's
 * language), which a page loads in that language only.
 */
export const dictionaries: LazyDictionaries = {
  pt_PT: {
    PLAYER_STILL_WATCHING_TITLE: 'Ainda estás a ver?',
    PLAYER_STILL_WATCHING_COUNTDOWN_one: 'A reprodução pausa dentro de {{count}} segundo.',
    PLAYER_STILL_WATCHING_COUNTDOWN_other: 'A reprodução pausa dentro de {{count}} segundos.',
    PLAYER_STILL_WATCHING_PAUSED: 'Pausámos a reprodução até voltares.',
    PLAYER_STILL_WATCHING_CONTINUE: 'Continuar a ver',
    PLAYER_SKIP_INTRO: 'Saltar introdução',
    PLAYER_SKIP_RECAP: 'Saltar resumo',
    PLAYER_NEXT_EPISODE: 'Próximo episódio',
    PLAYER_NEXT_RECOMMENDATION: 'Recomendamos a seguir',
    PLAYER_NEXT_COUNTDOWN_one: 'Começa dentro de {{count}} segundo',
    PLAYER_NEXT_COUNTDOWN_other: 'Começa dentro de {{count}} segundos',
    PLAYER_NEXT_NOW: 'Ver agora',
    PLAYER_NEXT_CANCEL: 'Cancelar',
    PLAYER_TIME_LIMIT_TITLE: 'Acabou o tempo grátis',
    PLAYER_TIME_LIMIT_DESC:
      'Chegaste ao limite de tempo grátis. Adere a um plano para continuares a ver, sem limites.',
    PLAYER_NEED_REGISTRATION_TITLE: 'Precisas de uma conta',
    PLAYER_NEED_REGISTRATION_DESC: 'Para continuares a ver, entra na tua conta ou cria uma, grátis.',
    PLAYER_CREATE_ACCOUNT: 'Criar conta',
    PLAYER_LOG_IN: 'Entrar',
    PLAYER_TOO_MANY_STREAMS_TITLE: 'Demasiados ecrãs ao mesmo tempo',
    PLAYER_TOO_MANY_STREAMS_DESC:
      'A tua conta já está a ver o máximo de emissões em simultâneo do teu plano. Fecha uma delas e tenta novamente.',
    PLAYER_FREE_MINUTES_LEFT_one: 'Resta {{count}} minuto grátis',
    PLAYER_FREE_MINUTES_LEFT_other: 'Restam {{count}} minutos grátis',
    PLAYER_FREE_SECONDS_LEFT_one: 'Resta {{count}} segundo grátis',
    PLAYER_FREE_SECONDS_LEFT_other: 'Restam {{count}} segundos grátis',
    PLAYER_REGION: 'Leitor de vídeo',
    PLAYER_BACK: 'Voltar',
    PLAYER_PLAY: 'Reproduzir',
    PLAYER_PAUSE: 'Pausa',
    PLAYER_MUTED_BY_BROWSER: 'O vídeo começou sem som. Ativar som',
    PLAYER_FULLSCREEN: 'Ecrã inteiro',
    PLAYER_EXIT_FULLSCREEN: 'Sair do ecrã inteiro',
    PLAYER_SETTINGS: 'Definições',
    PLAYER_AUDIO: 'Áudio',
    PLAYER_SUBTITLES: 'Legendas',
    PLAYER_SUBTITLES_OFF: 'Desativadas',
    PLAYER_QUALITY: 'Qualidade',
    PLAYER_QUALITY_AUTO: 'Automática',
    PLAYER_QUALITY_AUTO_PLAYING: 'Automática ({{quality}})',
    PLAYER_QUALITY_HEIGHT: '{{height}}p',
    PLAYER_QUALITY_BITRATE: '{{kbps}} kbps',
    // A track the stream names neither by label nor by language.
    PLAYER_TRACK_NUMBER: 'Faixa {{number}}',
    PLAYER_PICTURE_IN_PICTURE: 'Imagem na imagem',
    PLAYER_EXIT_PICTURE_IN_PICTURE: 'Sair da imagem na imagem',
    // What the lock screen and the system's media controls show under an episode's title.
    PLAYER_EPISODE_SUBTITLE: '{{series}} · T{{season}} E{{episode}}',
    PLAYER_SEEK: 'Posição no vídeo',
    PLAYER_TIME_OF: '{{current}} de {{duration}}',
    PLAYER_LIVE: 'Em direto',
    // The browser tab's text for an episode; the title bar's heading says the same with the API's names
    // as elements (<series/>, <name/>), so they can carry their own language.
    PLAYER_EPISODE_TITLE: '{{series}} · T{{season}} E{{episode}} · {{title}}',
    PLAYER_EPISODE_HEADING: '<series/> · T{{season}} E{{episode}} · <name/>',
    PLAYER_ERROR_TITLE: 'Ups',
    PLAYER_ERROR_NOT_FOUND: 'Este conteúdo não existe ou já não está disponível.',
    PLAYER_ERROR_NOT_YET_AVAILABLE:
      'Este conteúdo fica disponível a {{day}}/{{month}} às {{hour}}h{{minute}}.',
    PLAYER_ERROR_NOT_YET_AVAILABLE_UNDATED: 'Este conteúdo ainda não está disponível.',
    PLAYER_ERROR_NO_MEDIA: 'Este conteúdo não tem vídeo para reproduzir.',
    PLAYER_ERROR_UNSUPPORTED: 'O teu navegador não consegue reproduzir este vídeo.',
    PLAYER_ERROR_PLAYBACK: 'Não foi possível reproduzir o vídeo.',
    PLAYER_HOME: 'Ir para o início',
    PLAYER_ERROR_RESTRICTED: 'Este título não está disponível neste perfil.',
    PLAYER_SWITCH_PROFILE: 'Mudar de perfil',
  },
  en: () => import(/* webpackChunkName: "player-i18n-en" */ './i18n.en').then((module) => module.playerEn),
  fr_FR: () =>
    import(/* webpackChunkName: "player-i18n-fr_FR" */ './i18n.fr_FR').then((module) => module.playerFrFR),
};
