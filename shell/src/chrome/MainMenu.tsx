import type { ReactNode } from 'react';
import { AppLink, useSession, useSettings, useTranslation } from '@palco/shared';
import { isCurrentPath, mainMenuItems } from './main-menu';
import { useCurrentPath } from './use-current-path';
import * as styles from './MainMenu.module.css';

export interface MainMenuProps {
  /** Called when an entry is followed, so the sidebar holding the menu can close. */
  onNavigate: () => void;
}

/** The main menu's links, with the current page marked for assistive technology. */
export function MainMenu({ onNavigate }: MainMenuProps): ReactNode {
  const { t } = useTranslation();
  const settings = useSettings();
  const premium = useSession((s) => s.account?.premium ?? false);
  const path = useCurrentPath();
  const items = mainMenuItems({
    premium,
    monetization: settings.monetization === 1,
    exclusiveSectionId: settings.exclusive_section_id,
  });

  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const current = isCurrentPath(path, item.href);
        return (
          <li key={item.id}>
            <AppLink
              href={item.href}
              className={styles.link}
              aria-current={current ? 'page' : undefined}
              data-testid={`menu-${item.id}`}
              onNavigate={onNavigate}
            >
              {t(item.labelKey)}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
