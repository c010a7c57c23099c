import type { Dictionaries } from '@palco/shared';
import { browseDictionaries } from './features/browse/i18n';
import { contentDictionaries } from './features/content/i18n';
import { guideDictionaries } from './features/guide/i18n';
import { searchDictionaries } from './features/search/i18n';

/** Each feature keeps its own strings; the catalogue registers them together. */
export const dictionaryParts: readonly Dictionaries[] = [
  browseDictionaries,
  contentDictionaries,
  guideDictionaries,
  searchDictionaries,
];

export const dictionaries: Dictionaries = {
  pt_PT: Object.assign({}, ...dictionaryParts.map((part) => part.pt_PT)) as Dictionaries['pt_PT'],
  en: Object.assign({}, ...dictionaryParts.map((part) => part.en)) as Dictionaries['en'],
  fr_FR: Object.assign({}, ...dictionaryParts.map((part) => part.fr_FR)) as Dictionaries['fr_FR'],
};
