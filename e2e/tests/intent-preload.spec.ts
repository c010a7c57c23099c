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

/**
 * The spec's link prefetch (section 7, 2000 ms): once the page has loaded, the code of the remotes that
 * the links on screen lead to is fetched in an idle moment, at the lowest priority, and not run.
 */
test('links on screen have their remote’s code prefetched while the page is idle, not run', async ({
  page,
  request,
}) => {
  const origins = await remoteOrigins(request);
  const checkout: { url: string; type: string }[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(origins['mfe-checkout'])) {
      checkout.push({ url: sent.url(), type: sent.resourceType() });
    }
  });
  await page.goto('/');
  await expect(page.locator('header a[href="/adira-ja"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await expect
    .poll(() => checkout.filter(({ url }) => url.endsWith('/remoteEntry.js')).map(({ type }) => type))
    .toEqual(['other']);
  expect(checkout.some(({ type }) => type === 'script')).toBe(false);
  const hints = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hints).toContain(`${origins['mfe-checkout']}/remoteEntry.js`);
  // Fetched, never run: the checkout's container is not on the page.
  expect(await page.evaluate(() => 'mfe_checkout' in window)).toBe(false);
});
