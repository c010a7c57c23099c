import type { ReactNode } from 'react';
import { useSettings } from '@palco/shared';
import { SectionView } from './SectionView';

/** `/`: the home section (settings `home_section_id`) with its screen's rails. */
export function HomePage(): ReactNode {
  const { home_section_id: homeSectionId } = useSettings();
  return <SectionView sectionId={homeSectionId} hideTitle />;
}
