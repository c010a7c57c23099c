import { makeSection } from '@palco/shared/testing';
import { sectionWithSlug } from './section-with-slug';

describe('sectionWithSlug', () => {
  const sections = [
    makeSection({ id: 'home', slug: 'home' }),
    makeSection({ id: 'sec-7', slug: 'tribeca', name: 'Tribeca' }),
  ];

  it('finds the section by its slug, whatever its id', () => {
    expect(sectionWithSlug(sections, 'tribeca')?.id).toBe('sec-7');
  });

  it('gives null when no section has the slug', () => {
    expect(sectionWithSlug(sections, 'festival')).toBeNull();
    expect(sectionWithSlug([], 'tribeca')).toBeNull();
  });
});
