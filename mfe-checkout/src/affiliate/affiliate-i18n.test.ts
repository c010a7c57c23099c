import { affiliateIds } from '@palco/contracts';
import { AFFILIATE_NAMES, affiliateDictionaries } from './affiliate-i18n';

describe('the partners’ words', () => {
  it('say the same things in pt_PT, en and fr_FR, none left empty', () => {
    const keys = Object.keys(affiliateDictionaries.pt_PT).sort();
    for (const dictionary of Object.values(affiliateDictionaries)) {
      expect(Object.keys(dictionary).sort()).toEqual(keys);
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe('');
    }
  });

  it('name every partner the API knows', () => {
    expect(Object.keys(AFFILIATE_NAMES).sort()).toEqual([...affiliateIds].sort());
  });
});
