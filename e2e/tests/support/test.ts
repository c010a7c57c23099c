import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** What the console says when a frame reports a violation (the listener below), and Chromium's own words. */
const VIOLATION = /CSP violation|Content Security Policy/i;

/**
 * Playwright's `test`, with every page of the test's context watched for Content-Security-Policy
 * violations: the site must run whole under the policy its servers send, so a test fails when any frame
 * reports one. `cspViolations` lists them; a test that provokes one on purpose empties it once checked.
 */
export const test = base.extend<{
  cspViolations: string[];
  oneDevice: undefined;
  ads: 'none' | 'served';
  noAdsUnlessServed: undefined;
}>({
  /**
   * Visitors and free viewers get VAST ads before and during what they play (the seed turns ads on). A test
   * about something else gets the sandbox ad server's empty answer, as an ad server with no campaign gives,
   * so its title starts at once; a test about ads says `test.use({ ads: 'served' })`.
   */
  ads: ['none', { option: true }],
  noAdsUnlessServed: [
    async ({ context, ads }, use) => {
      if (ads === 'none') {
        await context.route('**/sandbox/ads/vast/**', async (route) => {
          const url = new URL(route.request().url());
          url.searchParams.set('variant', 'empty');
          await route.continue({ url: url.toString() });
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  oneDevice: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        try {
          if (!window.localStorage.getItem('palco.device-id')) {
            window.localStorage.setItem('palco.device-id', 'palco-e2e');
          }
        } catch {
          // A frame without storage (an opaque origin) is no device of the site's.
        }
      });
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // In every frame, the site's and the partner's: the event names the directive and what it blocked.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
              `in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});
