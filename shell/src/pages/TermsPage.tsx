import type { ReactNode } from 'react';
import { StaticPage, type StaticSection } from './StaticPage';

const SECTIONS: readonly StaticSection[] = [
  { titleKey: 'SHELL_TERMS_SERVICE_TITLE', bodyKey: 'SHELL_TERMS_SERVICE' },
  { titleKey: 'SHELL_TERMS_ACCOUNT_TITLE', bodyKey: 'SHELL_TERMS_ACCOUNT' },
  { titleKey: 'SHELL_TERMS_PLANS_TITLE', bodyKey: 'SHELL_TERMS_PLANS' },
  { titleKey: 'SHELL_TERMS_USE_TITLE', bodyKey: 'SHELL_TERMS_USE' },
  { titleKey: 'SHELL_TERMS_CHANGES_TITLE', bodyKey: 'SHELL_TERMS_CHANGES' },
];

/** `/termos-e-condicoes`. */
export function TermsPage(): ReactNode {
  return (
    <StaticPage name="terms" titleKey="SHELL_TERMS_TITLE" introKey="SHELL_TERMS_INTRO" sections={SECTIONS} />
  );
}
