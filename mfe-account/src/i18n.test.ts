import { supportedLocales } from '@palco/shared';
import { formDictionaries } from './forms-i18n';
import { dictionaries } from './i18n';

describe.each([
  ['the app’s first-load dictionaries', dictionaries],
  ['the forms’ dictionaries', formDictionaries],
])('%s', (_name, set) => {
  const reference = Object.keys(set.pt_PT).sort();

  it.each(supportedLocales)('%s holds every key, none empty', (locale) => {
    expect(Object.keys(set[locale]).sort()).toEqual(reference);
    expect(Object.values(set[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });
});

it('the two sets name no key twice, so neither hides the other’s words', () => {
  const app = new Set(Object.keys(dictionaries.pt_PT));
  expect(Object.keys(formDictionaries.pt_PT).filter((key) => app.has(key))).toEqual([]);
});
