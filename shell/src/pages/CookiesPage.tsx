import type { ReactNode } from 'react';
import { PrivacySettingsButton } from '../chrome/PrivacySettingsButton';
import { StaticPage, type StaticSection } from './StaticPage';
import * as styles from './StaticPage.module.css';

const SECTIONS: readonly StaticSection[] = [
  { titleKey: 'SHELL_COOKIES_WHAT_TITLE', bodyKey: 'SHELL_COOKIES_WHAT' },
  { titleKey: 'SHELL_COOKIES_NECESSARY_TITLE', bodyKey: 'SHELL_COOKIES_NECESSARY' },
  { titleKey: 'SHELL_COOKIES_ANALYTICS_TITLE', bodyKey: 'SHELL_COOKIES_ANALYTICS' },
  { titleKey: 'SHELL_COOKIES_MARKETING_TITLE', bodyKey: 'SHELL_COOKIES_MARKETING' },
  { titleKey: 'SHELL_COOKIES_MANAGE_TITLE', bodyKey: 'SHELL_COOKIES_MANAGE' },
];

/** `/politica-cookies`, with the same consent manager the footer opens. */
export function CookiesPage(): ReactNode {
  return (
    <StaticPage
      name="cookies"
      titleKey="SHELL_COOKIES_TITLE"
      introKey="SHELL_COOKIES_INTRO"
      sections={SECTIONS}
    >
      <div className={styles.actions}>
        <PrivacySettingsButton className="palco-button" />
      </div>
    </StaticPage>
  );
}
