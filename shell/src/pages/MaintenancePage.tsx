import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { StaticPage, type StaticSection } from './StaticPage';
import * as styles from './StaticPage.module.css';

const SECTIONS: readonly StaticSection[] = [
  { titleKey: 'SHELL_MAINTENANCE_WHY_TITLE', bodyKey: 'SHELL_MAINTENANCE_WHY' },
  { titleKey: 'SHELL_MAINTENANCE_ACCOUNT_TITLE', bodyKey: 'SHELL_MAINTENANCE_ACCOUNT' },
];

/** `/maintenance`: the service is down for work. The way back is a full load, which sees it return. */
export function MaintenancePage(): ReactNode {
  const { t } = useTranslation();
  return (
    <StaticPage
      name="maintenance"
      titleKey="SHELL_MAINTENANCE_TITLE"
      introKey="SHELL_MAINTENANCE_INTRO"
      sections={SECTIONS}
    >
      <div className={styles.actions}>
        <a href="/" className="palco-button">
          {t('SHELL_MAINTENANCE_RETRY')}
        </a>
      </div>
    </StaticPage>
  );
}
