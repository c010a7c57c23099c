import { remoteStringsChunk } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import type { Dictionaries, LazyDictionaries } from '@palco/shared';
import { guideDictionaries } from './features/guide/view-i18n';
import { searchDictionaries } from './features/search/i18n';
import { dictionaries as lazyDictionaries, dictionaryParts as appParts } from './i18n';

/** Every feature's strings: those the catalogue's code registers, and those the grid's and search's do. */
const dictionaryParts = [...appParts, guideDictionaries, searchDictionaries];

/** All of them together, in each language. */
function merged(parts: Dictionaries[]): Dictionaries {
  return Object.fromEntries(
    supportedLocales.map((locale) => [locale, Object.assign({}, ...parts.map((part) => part[locale]))]),
  ) as Dictionaries;
}

/** A dictionary with each of its languages loaded, as a page in that language has it. */
async function inEveryLanguage(lazy: LazyDictionaries): Promise<Dictionaries> {
  const load = async (strings: LazyDictionaries['en']): Promise<Record<string, string>> =>
    typeof strings === 'function' ? strings() : strings;
  return { pt_PT: lazy.pt_PT, en: await load(lazy.en), fr_FR: await load(lazy.fr_FR) };
}

describe('catalogue dictionaries', () => {
  let dictionaries: Dictionaries;
  let parts: Dictionaries[];
  beforeAll(async () => {
    parts = await Promise.all(dictionaryParts.map(inEveryLanguage));
    dictionaries = merged(parts);
  });
  const keysOf = (locale: (typeof supportedLocales)[number]): string[] =>
    Object.keys(dictionaries[locale]).sort();

  it('say every string in every language, under CATALOGUE_ keys', () => {
    const portuguese = keysOf('pt_PT');
    for (const locale of supportedLocales) expect(keysOf(locale)).toEqual(portuguese);
    expect(portuguese.filter((key) => !key.startsWith('CATALOGUE_'))).toEqual([]);
  });

  it('leave no string empty', () => {
    for (const locale of supportedLocales) {
      expect(Object.entries(dictionaries[locale]).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('register, with the catalogue’s code, the strings of the home, the title pages and the guide’s frame', async () => {
    const registered = await inEveryLanguage(lazyDictionaries);
    const frame = merged(await Promise.all(appParts.map(inEveryLanguage)));
    for (const locale of supportedLocales) expect(registered[locale]).toEqual(frame[locale]);
    expect(registered.pt_PT).toHaveProperty('CATALOGUE_GUIDE_TITLE');
    expect(registered.pt_PT).not.toHaveProperty('CATALOGUE_GUIDE_ERROR');
    expect(Object.keys(registered.pt_PT).some((key) => key.startsWith('CATALOGUE_SEARCH_'))).toBe(false);
  });

  it('never let one feature overwrite the string of another', () => {
    for (const locale of supportedLocales) {
      const total = parts.reduce((sum, part) => sum + Object.keys(part[locale]).length, 0);
      expect(Object.keys(dictionaries[locale])).toHaveLength(total);
    }
  });

  it('carry only pt_PT in the catalogue’s code, English and French each loaded by a page in it', () => {
    for (const lazy of [lazyDictionaries, ...dictionaryParts]) {
      expect(typeof lazy.en).toBe('function');
      expect(typeof lazy.fr_FR).toBe('function');
    }
  });
});

describe("the catalogue's strings chunks", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test reads the loaders' source as text
  const fs = require('node:fs') as typeof import('node:fs');
  const sources = ['browse/i18n', 'content/i18n', 'guide/i18n', 'guide/view-i18n', 'search/i18n'].map(
    (file) => fs.readFileSync(`${__dirname}/features/${file}.ts`, 'utf8'),
  );

  it("carry the name contracts give them, by which the shell's first script finds and preloads them", () => {
    const names = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]),
      ),
    );
    expect([...names].sort()).toEqual(
      supportedLocales
        .filter((locale) => locale !== 'pt_PT')
        .map((locale) => remoteStringsChunk('mfe-catalogue', locale))
        .sort(),
    );
  });
});
