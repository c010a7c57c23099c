import { supportedLocales } from '@palco/shared';
import type { Dictionaries } from '@palco/shared';
import { chromeDictionaries } from './chrome';
import { pagesDictionaries } from './pages';

describe.each([
  ['chromeDictionaries', chromeDictionaries],
  ['pagesDictionaries', pagesDictionaries],
] as const)('%s', (_name, dictionaries: Dictionaries) => {
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

it('keeps the pages’ copy apart from what every page loads', () => {
  const shared = Object.keys(pagesDictionaries.pt_PT).filter((key) => key in chromeDictionaries.pt_PT);
  expect(shared).toEqual([]);
});
