import { remoteStringsChunk } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import type { Dictionaries, LazyDictionaries } from '@palco/shared';
import { dictionaries as lazyDictionaries, dictionaryParts } from './i18n';

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
    dictionaries = await inEveryLanguage(lazyDictionaries);
    parts = await Promise.all(dictionaryParts.map(inEveryLanguage));
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
  const sources = ['browse', 'content', 'guide', 'search'].map((feature) =>
    fs.readFileSync(`${__dirname}/features/${feature}/i18n.ts`, 'utf8'),
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
