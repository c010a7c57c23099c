import { languageMatch, parseLanguage } from './languages';

describe('parseLanguage', () => {
  it.each([
    ['pt', { language: 'pt', region: null }],
    ['pt-PT', { language: 'pt', region: 'PT' }],
    ['pt_PT', { language: 'pt', region: 'PT' }],
    ['pt-pt', { language: 'pt', region: 'PT' }],
    ['por', { language: 'pt', region: null }],
    ['POR', { language: 'pt', region: null }],
    ['fre', { language: 'fr', region: null }],
    ['fra', { language: 'fr', region: null }],
    ['fr_FR', { language: 'fr', region: 'FR' }],
    ['en-US', { language: 'en', region: 'US' }],
    ['eng', { language: 'en', region: null }],
    ['zh-Hant-TW', { language: 'zh', region: 'TW' }],
    ['es-419', { language: 'es', region: '419' }],
    [' de ', { language: 'de', region: null }],
    ['mwl', { language: 'mwl', region: null }],
  ])('reads %p', (code, expected) => {
    expect(parseLanguage(code)).toEqual(expected);
  });

  it.each([[''], [null], [undefined], ['und'], ['mul'], ['zxx'], ['English'], ['p'], ['12']])(
    'finds no language in %p',
    (code) => {
      expect(parseLanguage(code)).toBeNull();
    },
  );
});

describe('languageMatch', () => {
  const ptPT = { language: 'pt', region: 'PT' };
  const pt = { language: 'pt', region: null };
  it.each([
    [ptPT, 'pt-PT', 2],
    [ptPT, 'pt_PT', 2],
    [ptPT, 'pt-BR', 1],
    [ptPT, 'por', 1],
    [ptPT, 'pt', 1],
    [pt, 'por', 2],
    [pt, 'pt-BR', 1],
    [pt, 'en', 0],
    [pt, '', 0],
    [pt, 'und', 0],
  ] as const)('%p against %p is %p', (wanted, code, expected) => {
    expect(languageMatch(wanted, code)).toBe(expected);
  });
});
