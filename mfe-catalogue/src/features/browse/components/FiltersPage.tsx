import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { RailsSkeleton } from './RailsSkeleton';

// Not part of a first visit to home, so its code loads when the page is opened.
/** The page's code, also asked for as the catalogue's code runs on a first load of its address (page-code.ts). */
export const loadFilteredSection = (): Promise<typeof import('./FilteredSection')> =>
  import('./FilteredSection');
const FilteredSection = lazy(() =>
  loadFilteredSection().then((module) => ({ default: module.FilteredSection })),
);

/** `/filters/:id`: a section's titles with its filter chips (see `FilteredSection`). */
export function FiltersPage(): ReactNode {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<RailsSkeleton />}>
      <FilteredSection key={id} sectionId={id} />
    </Suspense>
  );
}
