import type { ReactNode } from 'react';
import { ComingSoon, useTranslation } from '@palco/shared';

/** The shared "not available yet" state, titled with the page's translated name. */
export function ComingSoonPage({ titleKey }: { titleKey: string }): ReactNode {
  const { t } = useTranslation();
  return <ComingSoon title={t(titleKey)} />;
}
