import type { ReactNode } from 'react';
import type { RoutePath } from '@palco/contracts';
import { AppLink, useTranslation } from '@palco/shared';

/**
 * The profile area's pages that the checkout renders (contracts' route table): the plan, the billing details
 * and the invoices. The plan's page leads on to changing the payment method.
 */
export const CHECKOUT_PROFILE_PAGES: readonly { path: RoutePath; labelKey: string }[] = [
  { path: '/profile/subscription', labelKey: 'ACCOUNT_PAGE_SUBSCRIPTION' },
  { path: '/profile/billing', labelKey: 'ACCOUNT_PAGE_BILLING' },
  { path: '/profile/history', labelKey: 'ACCOUNT_PAGE_INVOICES' },
];

/** Links to the checkout's pages of the profile area, among the area's other ways on. */
export function SubscriptionLinks(): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      {CHECKOUT_PROFILE_PAGES.map(({ path, labelKey }) => (
        <AppLink key={path} href={path} className="palco-button palco-button--ghost">
          {t(labelKey)}
        </AppLink>
      ))}
    </>
  );
}
