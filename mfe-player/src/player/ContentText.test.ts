import { CONTENT_LANG, contentLang } from './ContentText';

describe('contentLang', () => {
  it('is Portuguese for the English and French interfaces, and nothing for the Portuguese one', () => {
    expect(contentLang('en')).toBe(CONTENT_LANG);
    expect(contentLang('fr_FR')).toBe(CONTENT_LANG);
    expect(contentLang('pt_PT')).toBeUndefined();
    expect(contentLang('pt')).toBeUndefined();
  });
});
