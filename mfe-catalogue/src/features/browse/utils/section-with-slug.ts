import type { Section } from '@palco/contracts';

/** The section a fixed route names by slug (`/tribeca`); null when the catalogue has none by that slug. */
export function sectionWithSlug(sections: readonly Section[], slug: string): Section | null {
  return sections.find((section) => section.slug === slug) ?? null;
}
