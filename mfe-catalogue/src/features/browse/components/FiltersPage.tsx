import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SectionView } from './SectionView';

/** `/filters/:id`: any section of the catalogue (exclusives, collections), laid out like the home page. */
export function FiltersPage(): ReactNode {
  const { id = '' } = useParams();
  return <SectionView key={id} sectionId={id} />;
}
