import type { ReactNode } from 'react';
import type { Section } from '@palco/contracts';
import { AppLink, useTranslation } from '@palco/shared';
import { usePathname } from '../../../hooks/page-location';
import * as styles from './SectionView.module.css';

/** A section's sub-menu; the choice lives in the URL (`?menu=`) so it can be shared and survives reload. */
export function SubMenu({ section, activeScreen }: { section: Section; activeScreen: string }): ReactNode {
  const { t } = useTranslation();
  const pathname = usePathname();
  return (
    <nav aria-label={t('CATALOGUE_SUB_MENU', { name: section.name })}>
      <ul className={styles.subMenu}>
        <li>
          <AppLink
            href={pathname}
            className={styles.subMenuLink}
            aria-current={activeScreen === section.screen ? 'page' : undefined}
          >
            {t('CATALOGUE_SUB_MENU_ALL')}
          </AppLink>
        </li>
        {section.sub_menu.map((entry) => (
          <li key={entry.id}>
            <AppLink
              href={`${pathname}?menu=${encodeURIComponent(entry.id)}`}
              className={styles.subMenuLink}
              aria-current={activeScreen === entry.screen ? 'page' : undefined}
            >
              {entry.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
