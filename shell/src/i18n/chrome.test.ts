import { supportedLocales } from '@palco/shared';
import { chromeDictionaries } from './chrome';

describe('chromeDictionaries', () => {
  const keysOf = (locale: (typeof supportedLocales)[number]): string[] =>
    Object.keys(chromeDictionaries[locale]).sort();

  it('has the same keys in every locale', () => {
    const reference = keysOf('pt_PT');
    for (const locale of supportedLocales) expect(keysOf(locale)).toEqual(reference);
  });

  it('prefixes every key with SHELL_ and leaves no string empty', () => {
    for (const locale of supportedLocales) {
      for (const [key, value] of Object.entries(chromeDictionaries[locale])) {
        expect(key).toMatch(/^SHELL_/);
        expect(value.trim()).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in every translation of a key', () => {
    const placeholders = (text: string): string[] => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of Object.entries(chromeDictionaries.pt_PT)) {
      for (const locale of supportedLocales) {
        expect({ key, locale, placeholders: placeholders(chromeDictionaries[locale][key] ?? '') }).toEqual({
          key,
          locale,
          placeholders: placeholders(value),
        });
      }
    }
  });
});
