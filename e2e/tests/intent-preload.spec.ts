import { expect, test } from './support/test';
import { remoteOrigins } from './support/api';

/**
 * Intent preloading: pointing at (or focusing) a link starts downloading the code of the remote it leads
 * to, before any click, so the page it opens has its code ready.
 */
test('pointing at a link to another remote starts its code before the click', async ({ page, request }) => {
  const origins = await remoteOrigins(request);
  const checkoutScripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(origins['mfe-checkout']) && sent.resourceType() === 'script') {
      checkoutScripts.push(sent.url());
    }
  });
  await page.goto('/');
  const subscribe = page.locator('header a[href="/adira-ja"]').first();
  await expect(subscribe).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checkoutScripts, 'the home page loaded the checkout remote by itself').toEqual([]);

  await subscribe.hover();
  await expect.poll(() => checkoutScripts.length).toBeGreaterThan(0);
  expect(page.url()).not.toContain('/adira-ja');

  // The click then finds the code there: the plans page shows without loading its entry again.
  const before = checkoutScripts.filter((url) => url.endsWith('/remoteEntry.js')).length;
  await subscribe.click();
  await expect(page).toHaveURL(/\/adira-ja$/);
  await expect(page.locator('[id="single-spa-application:mfe-checkout"]')).not.toBeEmpty();
  expect(checkoutScripts.filter((url) => url.endsWith('/remoteEntry.js')).length).toBe(before);
});
