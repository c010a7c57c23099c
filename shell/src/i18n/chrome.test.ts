import { supportedLocales } from '@palco/shared';
import type { Dictionaries, LazyDictionaries } from '@palco/shared';
import { consentDictionaries } from '../chrome/consent-i18n';
import { chromeDictionaries } from './chrome';
import { chromePtPT } from './chrome.pt_PT';
import { coreDictionaries } from './core';
import { pagesDictionaries } from './pages';

/** A dictionary with each of its languages loaded, as a page in that language has it. */
async function inEveryLanguage(lazy: LazyDictionaries): Promise<Dictionaries> {
  const load = async (strings: LazyDictionaries['en']): Promise<Record<string, string>> =>
    typeof strings === 'function' ? strings() : strings;
  return { pt_PT: await load(lazy.pt_PT), en: await load(lazy.en), fr_FR: await load(lazy.fr_FR) };
}

describe.each([
  ['coreDictionaries', coreDictionaries],
  ['chromeDictionaries', chromeDictionaries],
  ['pagesDictionaries', pagesDictionaries],
  ['consentDictionaries', consentDictionaries],
] as const)('%s', (_name, lazy: LazyDictionaries) => {
  let dictionaries: Dictionaries;
  beforeAll(async () => {
    dictionaries = await inEveryLanguage(lazy);
  });

  const keysOf = (locale: (typeof supportedLocales)[number]): string[] =>
    Object.keys(dictionaries[locale]).sort();

  it('has the same keys in every locale', () => {
    const reference = keysOf('pt_PT');
    for (const locale of supportedLocales) expect(keysOf(locale)).toEqual(reference);
  });

  it('prefixes every key with SHELL_ and leaves no string empty', () => {
    for (const locale of supportedLocales) {
      for (const [key, value] of Object.entries(dictionaries[locale])) {
        expect(key).toMatch(/^SHELL_/);
        expect(value.trim()).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in every translation of a key', () => {
    const placeholders = (text: string): string[] => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of Object.entries(dictionaries.pt_PT)) {
      for (const locale of supportedLocales) {
        expect({ key, locale, placeholders: placeholders(dictionaries[locale][key] ?? '') }).toEqual({
          key,
          locale,
          placeholders: placeholders(value),
        });
      }
    }
  });
});

it('keeps the pages’ and the consent manager’s copy apart from what every page loads', () => {
  const apart = [...Object.keys(pagesDictionaries.pt_PT), ...Object.keys(consentDictionaries.pt_PT)];
  expect(apart.filter((key) => key in chromePtPT)).toEqual([]);
});

it('leaves every language out of the shell’s code: a page loads only its own', () => {
  for (const dictionaries of [coreDictionaries, chromeDictionaries]) {
    for (const locale of supportedLocales) expect(typeof dictionaries[locale]).toBe('function');
  }
});
