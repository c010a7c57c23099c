import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { LoadError } from '../../../components/LoadError';
import { useSections } from '../api/get-sections';
import { sectionWithSlug } from '../utils/section-with-slug';
import { RailsSkeleton } from './RailsSkeleton';
import { SectionView } from './SectionView';
import * as styles from './SectionView.module.css';

/**
 * A section behind a fixed route (`/tribeca`), found in the sections list by its slug since its id is the
 * server's to choose; once found it is shown as `/filters/:id` shows any section.
 */
export function SectionBySlug({ slug }: { slug: string }): ReactNode {
  const { t } = useTranslation();
  const { data: sections, error, mutate } = useSections();

  if (error) return <LoadError message={t('CATALOGUE_LOAD_ERROR')} onRetry={() => void mutate()} />;
  if (!sections) return <RailsSkeleton />;

  const section = sectionWithSlug(sections, slug);
  if (!section) return <p className={styles.empty}>{t('CATALOGUE_SECTION_MISSING')}</p>;
  return <SectionView key={section.id} sectionId={section.id} />;
}
