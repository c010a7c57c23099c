/** A route of the route table this remote owns but has not built yet, and the title its placeholder shows. */
export interface ComingSoonPage {
  /** Full path, as react-router matches it (`:id` marks a dynamic segment). */
  path: string;
  /** Translation key of the page's name (mfe-account's dictionaries). */
  titleKey: string;
}

/**
 * The routes `contracts/src/routes.ts` marks `status: 'coming-soon'` for mfe-account; each renders the
 * shared `ComingSoon` state with its name. `App.test.tsx` checks this list against the route table.
 */
export const comingSoonPages: readonly ComingSoonPage[] = [
  { path: '/profile/billing', titleKey: 'ACCOUNT_PAGE_BILLING' },
  { path: '/profile/history', titleKey: 'ACCOUNT_PAGE_INVOICES' },
  { path: '/profile/subscription', titleKey: 'ACCOUNT_PAGE_SUBSCRIPTION' },
  { path: '/profile/update-payment', titleKey: 'ACCOUNT_PAGE_PAYMENT_METHOD' },
];
