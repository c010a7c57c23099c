import type { Dictionaries } from '@palco/shared';
import { adDictionaries, dictionaries as lazyDictionaries } from '../i18n';
import { playerEn } from '../i18n.en';
import { playerFrFR } from '../i18n.fr_FR';

/** Every string of the player in every language at once, as a page in that language ends up with them. */
export const dictionaries: Dictionaries = {
  pt_PT: { ...adDictionaries.pt_PT, ...lazyDictionaries.pt_PT },
  en: { ...adDictionaries.en, ...playerEn },
  fr_FR: { ...adDictionaries.fr_FR, ...playerFrFR },
};
