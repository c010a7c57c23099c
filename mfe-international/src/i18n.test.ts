import { supportedLocales } from '@palco/shared';
import { dictionaries } from './i18n';

describe('the remote’s dictionaries', () => {
  const reference = Object.keys(dictionaries.pt_PT).sort();

  it.each(supportedLocales)('%s holds every key, none empty', (locale) => {
    expect(Object.keys(dictionaries[locale]).sort()).toEqual(reference);
    expect(Object.values(dictionaries[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });
});
