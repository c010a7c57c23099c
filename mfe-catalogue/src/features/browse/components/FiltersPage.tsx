import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { RailsSkeleton } from './RailsSkeleton';
import { lazyPage } from '../../../components/lazy-page';

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
  const { id = '' } = useParams();
  return <FilteredSection key={id} sectionId={id} />;
}
