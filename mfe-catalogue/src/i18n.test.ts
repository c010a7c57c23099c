import { remotePageStringsChunk, remoteStringsChunk } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import type { Dictionaries, LazyDictionaries } from '@palco/shared';
import { browseDictionaries } from './features/browse/i18n';
import { contentDictionaries } from './features/content/i18n';
import { guideDictionaries } from './features/guide/view-i18n';
import { searchDictionaries } from './features/search/i18n';
import { dictionaries as lazyDictionaries, dictionaryParts as appParts } from './i18n';

/**
 * Every feature's strings: those the catalogue's code registers, and those a title's page, the guide's grid
 * and the search ask for beside their code.
 */
const dictionaryParts = [...appParts, contentDictionaries, guideDictionaries, searchDictionaries];

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
  return { pt_PT: await load(lazy.pt_PT), en: await load(lazy.en), fr_FR: await load(lazy.fr_FR) };
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

  it('register, with the catalogue’s code, the strings of the home and the guide’s frame only', async () => {
    const registered = await inEveryLanguage(lazyDictionaries);
    const frame = merged(await Promise.all(appParts.map(inEveryLanguage)));
    for (const locale of supportedLocales) expect(registered[locale]).toEqual(frame[locale]);
    expect(registered.pt_PT).toHaveProperty('CATALOGUE_RAIL_NEXT');
    expect(registered.pt_PT).toHaveProperty('CATALOGUE_GUIDE_TITLE');
    expect(registered.pt_PT).not.toHaveProperty('CATALOGUE_GUIDE_ERROR');
    expect(registered.pt_PT).not.toHaveProperty('CATALOGUE_PLAY');
    expect(Object.keys(registered.pt_PT).some((key) => key.startsWith('CATALOGUE_SEARCH_'))).toBe(false);
  });

  it('never let one feature overwrite the string of another', () => {
    for (const locale of supportedLocales) {
      const total = parts.reduce((sum, part) => sum + Object.keys(part[locale]).length, 0);
      expect(Object.keys(dictionaries[locale])).toHaveLength(total);
    }
  });

  it('carry no language in the catalogue’s code but the guide frame’s two strings: a page loads its own', () => {
    for (const lazy of [
      lazyDictionaries,
      browseDictionaries,
      contentDictionaries,
      guideDictionaries,
      searchDictionaries,
    ]) {
      for (const locale of supportedLocales) expect(typeof lazy[locale]).toBe('function');
    }
  });
});

describe("the catalogue's strings chunks", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test reads the loaders' source as text
  const fs = require('node:fs') as typeof import('node:fs');
  const chunkNames = (file: string): string[] =>
    [...fs.readFileSync(`${__dirname}/features/${file}.ts`, 'utf8').matchAll(/webpackChunkName: "([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .sort();

  it("carry the names contracts give them, by which the shell's first script finds and preloads them", () => {
    expect(chunkNames('browse/i18n')).toEqual(
      supportedLocales.map((locale) => remoteStringsChunk('mfe-catalogue', locale)).sort(),
    );
    expect(chunkNames('content/i18n')).toEqual(
      supportedLocales.map((locale) => remotePageStringsChunk('mfe-catalogue', 'title', locale)).sort(),
    );
  });

  it('give the grid’s and the search’s strings chunks of their own, apart from those a first visit loads', () => {
    expect(chunkNames('guide/view-i18n')).toEqual(
      supportedLocales.map((locale) => `catalogue-guide-i18n-${locale}`).sort(),
    );
    expect(chunkNames('search/i18n')).toEqual(
      supportedLocales.map((locale) => `catalogue-search-i18n-${locale}`).sort(),
    );
    expect(chunkNames('guide/i18n')).toEqual([]);
  });
});
