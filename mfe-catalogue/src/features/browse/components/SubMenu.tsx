import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Section } from '@palco/contracts';
import * as styles from './SectionView.module.css';

/** A section's sub-menu; the choice lives in the URL (`?menu=`) so it can be shared and survives reload. */
export function SubMenu({ section, activeScreen }: { section: Section; activeScreen: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('CATALOGUE_SUB_MENU', { name: section.name })}>
      <ul className={styles.subMenu}>
        <li>
          <Link
            to={{ search: '' }}
            className={styles.subMenuLink}
            aria-current={activeScreen === section.screen ? 'page' : undefined}
          >
            {t('CATALOGUE_SUB_MENU_ALL')}
          </Link>
        </li>
        {section.sub_menu.map((entry) => (
          <li key={entry.id}>
            <Link
              to={{ search: `?menu=${encodeURIComponent(entry.id)}` }}
              className={styles.subMenuLink}
              aria-current={activeScreen === entry.screen ? 'page' : undefined}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
