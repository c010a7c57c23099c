import type { ReactNode } from 'react';
import { usePathname } from '../../../hooks/page-location';
import { RailsSkeleton } from './RailsSkeleton';
import { lazyPage } from '../../../components/lazy-page';

/** The addresses of a filtered section's page: `/filters/:id`. */
export const FILTERS_PAGE_PATH = /^\/filters\/([^/]+)\/?$/;

/**
 * The section id in a filtered section's address, decoded; undefined for any other path and for an id that
 * cannot be decoded.
 */
export function filtersIdOfPath(pathname: string): string | undefined {
  const id = FILTERS_PAGE_PATH.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/**
 * Not part of a first visit to home, so its code loads when the page is opened. Also asked for as the
 * catalogue's code runs on a first load of its address (page-code.ts).
 */
export const { Page: FilteredSection, preload: loadFilteredSection } = lazyPage(
  () => import('./FilteredSection').then((module) => module.FilteredSection),
  RailsSkeleton,
);

/** `/filters/:id`: a section's titles with its filter chips (see `FilteredSection`). */
export function FiltersPage(): ReactNode {
  const id = filtersIdOfPath(usePathname()) ?? '';
  return <FilteredSection key={id} sectionId={id} />;
}
