import { supportedLocales } from '@palco/shared';
import { dictionaries } from './i18n';

describe('player dictionaries', () => {
  const reference = Object.keys(dictionaries.pt_PT).sort();

  it.each(supportedLocales)('%s has every key, each non-empty and prefixed PLAYER_', (locale) => {
    expect(Object.keys(dictionaries[locale]).sort()).toEqual(reference);
    for (const [key, text] of Object.entries(dictionaries[locale])) {
      expect(key).toMatch(/^PLAYER_/);
      expect(text.trim()).not.toBe('');
    }
  });

  it.each(supportedLocales)('%s keeps the placeholders of pt_PT', (locale) => {
    const placeholders = (text: string | undefined): string[] => (text?.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of reference) {
      expect(placeholders(dictionaries[locale][key])).toEqual(placeholders(dictionaries.pt_PT[key]));
    }
  });
});
