import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** What the console says when a frame reports a violation (the listener below), and Chromium's own words. */
const VIOLATION = /CSP violation|Content Security Policy/i;

/**
 * Playwright's `test`, with every page of the test's context watched for Content-Security-Policy
 * violations: the site must run whole under the policy its servers send, so a test fails when any frame
 * reports one. `cspViolations` lists them; a test that provokes one on purpose empties it once checked.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
