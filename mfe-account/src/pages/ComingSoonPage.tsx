import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@palco/shared';

/** The shared "not available yet" state, titled with the page's translated name. */
export function ComingSoonPage({ titleKey }: { titleKey: string }): ReactNode {
  const { t } = useTranslation();
  return <ComingSoon title={t(titleKey)} />;
}
