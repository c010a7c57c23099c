import { suggestionQuery } from './suggestion-query';

describe('suggestionQuery', () => {
  it('asks nothing below three characters', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery('a')).toBeNull();
    expect(suggestionQuery('am')).toBeNull();
  });

  it('asks from three characters on', () => {
    expect(suggestionQuery('amo')).toBe('amo');
    expect(suggestionQuery('amor de')).toBe('amor de');
  });

  it('does not count the spaces around the words, and joins runs of spaces', () => {
    expect(suggestionQuery('  am  ')).toBeNull();
    expect(suggestionQuery(' amor    de ')).toBe('amor de');
  });

  it('counts accented letters and emoji as one character each', () => {
    expect(suggestionQuery('çã')).toBeNull();
    expect(suggestionQuery('ção')).toBe('ção');
    expect(suggestionQuery('🎬🎬')).toBeNull();
  });
});
