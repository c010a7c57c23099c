import type { DictionaryLoader, LazyDictionaries } from '@palco/shared';
import { browseDictionaries } from './features/browse/i18n';
import { guidePageDictionaries } from './features/guide/i18n';

/**
 * What the catalogue's code registers as it runs: the strings of the home and of the guide's page frame, which
 * every page of the catalogue may show. A title's page and the guide's grid ask for their own beside their
 * code (features/content/i18n.ts, features/guide/view-i18n.ts), the search's pages as their code runs
 * (features/search/i18n.ts), so a first visit to the home carries none of them.
 */
export const dictionaryParts: readonly LazyDictionaries[] = [browseDictionaries, guidePageDictionaries];

/**
 * One language's strings of those parts, as one dictionary: the home's from their chunk for that language
 * (contracts' `remoteStringsChunk`), the guide frame's two from the code.
 */
function loadMerged(locale: keyof LazyDictionaries): DictionaryLoader {
  return () =>
    Promise.all(
      dictionaryParts.map((part) => {
        const strings = part[locale];
        return typeof strings === 'function' ? strings() : strings;
      }),
    ).then((parts) => Object.assign({}, ...parts) as Record<string, string>);
}

/** Each language loaded by the pages that show it, or that fall back to it. */
export const dictionaries: LazyDictionaries = {
  pt_PT: loadMerged('pt_PT'),
  en: loadMerged('en'),
  fr_FR: loadMerged('fr_FR'),
};
