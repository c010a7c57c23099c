import { supportedLocales } from '@palco/shared';
import { deviceEntryDictionaries } from './devices-entry-i18n';
import { deviceDictionaries } from './devices-i18n';
import { formDictionaries } from './forms-i18n';
import { dictionaries } from './i18n';

describe.each([
  ['the device screens’ dictionaries', deviceDictionaries],
  ['the device words shown before those screens load', deviceEntryDictionaries],
])('%s', (_name, set) => {
  const reference = Object.keys(set.pt_PT ?? {}).sort();

  it.each(supportedLocales)('%s holds every key, none empty', (locale) => {
    expect(Object.keys(set[locale] ?? {}).sort()).toEqual(reference);
    expect(Object.values(set[locale] ?? {}).filter((text) => text.trim() === '')).toEqual([]);
  });
});

it('names no key another set of the remote has, so none hides another’s words', () => {
  const others = new Set([
    ...Object.keys(dictionaries.pt_PT ?? {}),
    ...Object.keys(formDictionaries.pt_PT ?? {}),
  ]);
  const own = [
    ...Object.keys(deviceDictionaries.pt_PT ?? {}),
    ...Object.keys(deviceEntryDictionaries.pt_PT ?? {}),
  ];
  expect(own.filter((key) => others.has(key))).toEqual([]);
  expect(new Set(own).size).toBe(own.length);
});
