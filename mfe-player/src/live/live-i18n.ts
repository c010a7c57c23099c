import type { Dictionaries } from '@palco/shared';

/** The live page's words for what is on air, registered when the live page's code loads. */
export const liveDictionaries: Dictionaries = {
  pt_PT: {
    PLAYER_ON_AIR: 'Agora',
    PLAYER_UP_NEXT: 'A seguir',
    PLAYER_FROM_BEGINNING: 'Ver desde o início',
  },
  en: {
    PLAYER_ON_AIR: 'Now',
    PLAYER_UP_NEXT: 'Next',
    PLAYER_FROM_BEGINNING: 'Watch from the beginning',
  },
  fr_FR: {
    PLAYER_ON_AIR: 'En ce moment',
    PLAYER_UP_NEXT: 'Ensuite',
    PLAYER_FROM_BEGINNING: 'Regarder depuis le début',
  },
};
