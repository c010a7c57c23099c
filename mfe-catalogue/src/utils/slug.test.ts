import { slugify } from './slug';

describe('slugify', () => {
  it('lowers case and strips Portuguese and French accents', () => {
    expect(slugify('Coração de Ouro')).toBe('coracao-de-ouro');
    expect(slugify('Été à Paris')).toBe('ete-a-paris');
  });

  it('turns every run of other characters into one hyphen and trims the ends', () => {
    expect(slugify('  Lisboa: 24 horas!! (2024) ')).toBe('lisboa-24-horas-2024');
    expect(slugify('A/B—C')).toBe('a-b-c');
  });

  it('gives an empty slug for a title with no letters or digits', () => {
    expect(slugify('¿…?')).toBe('');
  });
});
