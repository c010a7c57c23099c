import type { DictionaryLoader, LazyDictionaries } from '@palco/shared';
import { browseDictionaries } from './features/browse/i18n';
import { contentDictionaries } from './features/content/i18n';
import { guidePageDictionaries } from './features/guide/i18n';

/**
 * What the catalogue's code registers as it runs: the strings of the pages where most visits start (the
 * home, a title's page, the guide's page frame). The guide's grid (features/guide/view-i18n.ts) and the
 * search's pages and suggestions (features/search/i18n.ts) register their own as their code runs, so a
 * first visit does not carry them.
 */
export const dictionaryParts: readonly LazyDictionaries[] = [
  browseDictionaries,
  contentDictionaries,
  guidePageDictionaries,
];

type OtherLocale = Exclude<keyof LazyDictionaries, 'pt_PT'>;

/**
 * One language's strings of those features, merged. Every feature's loaders of a language share one chunk
 * name, so a page in that language makes one request for all of them, those registered later included.
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
