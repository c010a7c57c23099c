/** A route of the route table this remote owns but has not built yet, and the title its placeholder shows. */
export interface ComingSoonPage {
  /** Full path, as react-router matches it (`:id` marks a dynamic segment). */
  path: string;
  /** Translation key of the page's name (mfe-account's dictionaries). */
  titleKey: string;
}

/**
 * The routes `contracts/src/routes.ts` marks `status: 'coming-soon'` for mfe-account; each renders the
 * shared `ComingSoon` state with its name. `App.test.tsx` checks this list against the route table. None
 * is left: the profile area's subscription and billing pages, the last ones, are the checkout's.
 */
export const comingSoonPages: readonly ComingSoonPage[] = [];
