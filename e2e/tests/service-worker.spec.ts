import { expect, test, type BrowserContext, type Page } from './support/test';

/**
 * The service worker at /sw.js (spec section 7): a repeat visit takes the shell's and the remotes' hashed
 * files from its cache, while pages, manifests, remotes.json and API answers always come from the network
 * (so a remote redeployed on its own shows on the next load); with no network, pages show the translated
 * offline page, which loads the page again when asked and when the network comes back.
 */

/** A context with service workers allowed (the suite's default blocks them). */
async function contextWithWorker(browser: import('@playwright/test').Browser, locale = 'pt-PT') {
  return browser.newContext({ serviceWorkers: 'allow', locale });
}

async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims open pages when it activates; only then does it see their requests.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function firstVisit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#palco-layout main, #palco-layout [role="main"]').first()).toBeVisible();
  await waitForWorker(page);
  return page;
}

test('a repeat visit takes hashed files from the worker and everything redeployable from the network', async ({
  browser,
}) => {
  const context = await contextWithWorker(browser);
  try {
    const page = await firstVisit(context);
    const served: { url: string; fromWorker: boolean; type: string }[] = [];
    page.on('response', (response) =>
      served.push({
        url: response.url(),
        fromWorker: response.fromServiceWorker(),
        type: response.request().resourceType(),
      }),
    );
    await page.reload();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The scripts the page runs; the prefetch hints for the links on screen are fetched apart, and not run.
    const hashed = served.filter(
      ({ url, type }) => type === 'script' && /[.-][0-9a-f]{8}\.js$/.test(new URL(url).pathname),
    );
    expect(hashed.length, 'the repeat visit loaded no hashed script').toBeGreaterThan(0);
    expect(hashed.filter(({ fromWorker }) => !fromWorker).map(({ url }) => url)).toEqual([]);
    // The catalogue remote's code, from its own origin, is among them.
    expect(hashed.some(({ url }) => new URL(url).port === '3001')).toBe(true);

    const redeployable = served.filter(({ url }) =>
      /\/(mf-manifest\.json|remoteEntry\.js|remotes\.json)$|\/api\//.test(new URL(url).pathname),
    );
    expect(redeployable.length).toBeGreaterThan(0);
    expect(redeployable.filter(({ fromWorker }) => fromWorker).map(({ url }) => url)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('with no network a page shows the offline page in the viewer’s language, and comes back', async ({
  browser,
}) => {
  const context = await contextWithWorker(browser, 'fr-FR');
  try {
    const page = await firstVisit(context);
    await page.evaluate(() => localStorage.setItem('palco.locale', 'fr_FR'));
    await context.setOffline(true);
    await page.goto('/guia-tv');
    await expect(page.getByRole('heading', { level: 1, name: 'Pas de connexion Internet' })).toBeVisible();
    await expect(page).toHaveTitle('Hors ligne — Palco');
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await retry.focus();
    await expect(retry).toBeFocused();

    // Trying again while still offline loads the page again, and it is still the offline page.
    await page.evaluate(() => Object.assign(window, { palcoBeforeRetry: true }));
    const reloaded = page.waitForEvent('load');
    await retry.click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Pas de connexion Internet' })).toBeVisible();
    expect(await page.evaluate(() => 'palcoBeforeRetry' in window)).toBe(false);

    // Back online, the page loads what the viewer asked for by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Pas de connexion Internet' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/guia-tv$/);
    await expect(page.locator('#palco-layout')).not.toBeEmpty();
  } finally {
    await context.close();
  }
});
