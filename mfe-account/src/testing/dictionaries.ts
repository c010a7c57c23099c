import type { Dictionaries } from '@palco/shared';
import { formDictionaries } from '../forms-i18n';
import { dictionaries } from '../i18n';

/** Every string of the remote, as a screen has them once its module has loaded: the app's and the forms'. */
export const accountDictionaries: Dictionaries = {
  pt_PT: { ...dictionaries.pt_PT, ...formDictionaries.pt_PT },
  en: { ...dictionaries.en, ...formDictionaries.en },
  fr_FR: { ...dictionaries.fr_FR, ...formDictionaries.fr_FR },
};
