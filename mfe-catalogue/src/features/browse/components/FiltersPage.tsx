import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { RailsSkeleton } from './RailsSkeleton';

// Not part of a first visit to home, so its code loads when the page is opened.
const FilteredSection = lazy(() =>
  import('./FilteredSection').then((module) => ({ default: module.FilteredSection })),
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
