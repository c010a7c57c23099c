import { expect, test } from './support/test';

test('an unknown address shows the 404 page with a plain link home', async ({ page }) => {
  await page.goto('/nada-disto-existe');
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage).toHaveAttribute('data-status', '404');
  await expect(errorPage).toContainText('Esta página não foi encontrada');
  await expect(page).toHaveURL((url) => url.pathname === '/nada-disto-existe');

  // A real anchor: it works with a middle click, "open in new tab" and before any script has run.
  const home = errorPage.locator('a[href="/"]');
  await expect(home).toHaveCount(1);
  expect(await home.evaluate((el) => el.tagName)).toBe('A');

  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.getByTestId('rail').first()).toBeVisible();
});
