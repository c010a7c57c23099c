import { expect, test } from './support/test';

test('a visitor opening a sign-in-only route is sent home with the login popup, then lands there once signed in', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('rail').first()).toBeVisible();

  await dialog.locator('input[name="email"]').fill('demo@palco.pt');
  await dialog.locator('input[name="password"]').fill('palco123');
  await dialog.locator('input[name="password"]').press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText('demo@palco.pt')).toBeVisible();
});

test('the route table’s redirects apply: /logout goes home, /tv to the sign-in-only /apptv', async ({
  page,
}) => {
  await page.goto('/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('rail').first()).toBeVisible();

  // /apptv needs a signed-in viewer, so a visitor ends on home with the login popup.
  await page.goto('/tv');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('dialog')).toBeVisible();
});
