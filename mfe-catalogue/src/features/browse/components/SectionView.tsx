import type { ReactNode } from 'react';
import { usePageTitle, useTranslation } from '@palco/shared';
import { LoadError } from '../../../components/LoadError';
import { useQueryParam } from '../../../hooks/page-location';
import { useSection } from '../api/get-section';
import { screenFor } from '../utils/screen-for';
import { RailsSkeleton } from './RailsSkeleton';
import { ScreenRails } from './ScreenRails';
import { SubMenu } from './SubMenu';
import * as styles from './SectionView.module.css';

export interface SectionViewProps {
  sectionId: string;
  /** The home page's title is for screen readers only; the header already says where the viewer is. */
  hideTitle?: boolean;
}

/** A section of the catalogue: its title, its sub-menu and the rails of the chosen screen. */
export function SectionView({ sectionId, hideTitle = false }: SectionViewProps): ReactNode {
  const { t } = useTranslation();
  const menu = useQueryParam('menu');
  const { data: section, error, mutate } = useSection(sectionId);
  // Home keeps the shell's "Início": its section's name is for screen readers only.
  usePageTitle(hideTitle ? null : section?.name);

  if (error) return <LoadError message={t('CATALOGUE_LOAD_ERROR')} onRetry={() => void mutate()} />;
  if (!section) return <RailsSkeleton />;

  const screenId = screenFor(section, menu);
  return (
    <div className={styles.page}>
      <h1 className={hideTitle ? 'palco-visually-hidden' : styles.title}>{section.name}</h1>
      {section.sub_menu.length > 0 && <SubMenu section={section} activeScreen={screenId} />}
      <ScreenRails key={screenId} screenId={screenId} />
    </div>
  );
}
