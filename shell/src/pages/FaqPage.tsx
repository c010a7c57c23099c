import type { ReactNode } from 'react';
import { DEVICES_PER_ACCOUNT, PROFILES_PER_ACCOUNT } from '@palco/shared';
import { StaticPage, type StaticSection } from './StaticPage';

/** Limits quoted in the answers come from the same constants the product enforces (spec section 9). */
const QUESTIONS: readonly StaticSection[] = [
  { titleKey: 'SHELL_FAQ_WHAT_Q', bodyKey: 'SHELL_FAQ_WHAT_A' },
  { titleKey: 'SHELL_FAQ_PLANS_Q', bodyKey: 'SHELL_FAQ_PLANS_A' },
  {
    titleKey: 'SHELL_FAQ_DEVICES_Q',
    bodyKey: 'SHELL_FAQ_DEVICES_A',
    values: { devices: DEVICES_PER_ACCOUNT },
  },
  {
    titleKey: 'SHELL_FAQ_PROFILES_Q',
    bodyKey: 'SHELL_FAQ_PROFILES_A',
    values: { profiles: PROFILES_PER_ACCOUNT },
  },
  { titleKey: 'SHELL_FAQ_CANCEL_Q', bodyKey: 'SHELL_FAQ_CANCEL_A' },
  { titleKey: 'SHELL_FAQ_VOUCHER_Q', bodyKey: 'SHELL_FAQ_VOUCHER_A' },
  { titleKey: 'SHELL_FAQ_ABROAD_Q', bodyKey: 'SHELL_FAQ_ABROAD_A' },
  { titleKey: 'SHELL_FAQ_PASSWORD_Q', bodyKey: 'SHELL_FAQ_PASSWORD_A' },
];

/** `/perguntas-frequentes`: what the service is and the questions support hears most. */
export function FaqPage(): ReactNode {
  return <StaticPage name="faq" titleKey="SHELL_FAQ_TITLE" introKey="SHELL_FAQ_INTRO" sections={QUESTIONS} />;
}
