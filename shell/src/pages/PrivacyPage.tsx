import type { ReactNode } from 'react';
import { StaticPage, type StaticSection } from './StaticPage';

const SECTIONS: readonly StaticSection[] = [
  { titleKey: 'SHELL_PRIVACY_DATA_TITLE', bodyKey: 'SHELL_PRIVACY_DATA' },
  { titleKey: 'SHELL_PRIVACY_PURPOSE_TITLE', bodyKey: 'SHELL_PRIVACY_PURPOSE' },
  { titleKey: 'SHELL_PRIVACY_SHARING_TITLE', bodyKey: 'SHELL_PRIVACY_SHARING' },
  { titleKey: 'SHELL_PRIVACY_RIGHTS_TITLE', bodyKey: 'SHELL_PRIVACY_RIGHTS' },
  { titleKey: 'SHELL_PRIVACY_RETENTION_TITLE', bodyKey: 'SHELL_PRIVACY_RETENTION' },
];

/** `/politica-privacidade`. */
export function PrivacyPage(): ReactNode {
  return (
    <StaticPage
      name="privacy"
      titleKey="SHELL_PRIVACY_TITLE"
      introKey="SHELL_PRIVACY_INTRO"
      sections={SECTIONS}
    />
  );
}
