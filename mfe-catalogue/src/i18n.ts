import type { DictionaryLoader, LazyDictionaries } from '@palco/shared';
import { browseDictionaries } from './features/browse/i18n';
import { contentDictionaries } from './features/content/i18n';
import { guideDictionaries } from './features/guide/i18n';
import { searchDictionaries } from './features/search/i18n';

/** Each feature keeps its own strings; the catalogue registers them together. */
export const dictionaryParts: readonly LazyDictionaries[] = [
  browseDictionaries,
  contentDictionaries,
  guideDictionaries,
  searchDictionaries,
];

type OtherLocale = Exclude<keyof LazyDictionaries, 'pt_PT'>;

/**
 * One language's strings of every feature, merged. The features' loaders of a language share one chunk name,
 * so a page in that language makes one request for all of them.
 */
function loadMerged(locale: OtherLocale): DictionaryLoader {
  return () =>
    Promise.all(
      dictionaryParts.map((part) => {
        const strings = part[locale];
        return typeof strings === 'function' ? strings() : strings;
      }),
    ).then((parts) => Object.assign({}, ...parts) as Record<string, string>);
}

/** pt_PT inline, in the catalogue's code; English and French each loaded by the pages that show them. */
export const dictionaries: LazyDictionaries = {
  pt_PT: Object.assign({}, ...dictionaryParts.map((part) => part.pt_PT)) as LazyDictionaries['pt_PT'],
  en: loadMerged('en'),
  fr_FR: loadMerged('fr_FR'),
};
