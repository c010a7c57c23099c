import { supportedLocales } from '@palco/shared';
import { dictionaries, dictionaryParts } from './i18n';

describe('catalogue dictionaries', () => {
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
      const total = dictionaryParts.reduce((sum, part) => sum + Object.keys(part[locale]).length, 0);
      expect(Object.keys(dictionaries[locale])).toHaveLength(total);
    }
  });
});
