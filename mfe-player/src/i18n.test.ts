import { remoteStringsChunk } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import { adDictionaries } from './i18n';
import { dictionaries } from './testing/dictionaries';

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

describe("the player's strings as the page loads them", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test reads sources as text
  const fs = require('node:fs') as typeof import('node:fs');

  it("put English and French in chunks named as contracts say, which the shell's first script preloads", () => {
    const source = fs.readFileSync(`${__dirname}/i18n.ts`, 'utf8');
    const names = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual([
      remoteStringsChunk('mfe-player', 'en'),
      remoteStringsChunk('mfe-player', 'fr_FR'),
    ]);
  });

  it("keep every string of the ad breaks in the code, in every language: the catalogue's trailer break waits for none", () => {
    const adSources = fs
      .readdirSync(`${__dirname}/ads`)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => fs.readFileSync(`${__dirname}/ads/${name}`, 'utf8'));
    const used = new Set(adSources.flatMap((source) => source.match(/PLAYER_[A-Z_]+/g) ?? []));
    expect(used.size).toBeGreaterThan(5);
    for (const locale of supportedLocales) {
      // A counted string is there in its plural forms (`_one`, `_other`).
      const has = (key: string): boolean =>
        adDictionaries[locale][key] !== undefined || adDictionaries[locale][`${key}_other`] !== undefined;
      expect([...used].filter((key) => !has(key))).toEqual([]);
    }
  });
});
