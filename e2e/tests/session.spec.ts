import { expect, test, type Page } from './support/test';
import {
  DEMO,
  accountNames,
  anyOf,
  expectApplicationMounted,
  loginDialog,
  openAccountFromProfileMenu,
  navigateClientSide,
  signIn,
  submitButton,
} from './support/site';

async function pageShowsText(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      document.body.innerText.includes(wanted) ||
      Array.from(document.querySelectorAll('input')).some((input) => input.value === wanted),
    text,
  );
}

test('a signed-in viewer stays signed in across remotes and a reload', async ({ page, request }) => {
  const names = anyOf(await accountNames(request, DEMO.email, DEMO.password));

  await page.goto('/');
  await signIn(page);
  const headerName = page.getByTestId('header-profile-name');
  await expect(headerName).toHaveText(names);
  await expect(page.getByTestId('login-button')).toHaveCount(0);

  // The subscribe page belongs to the checkout team; the header is the shell's and reads the shared session.
  // Menus hide its link from premium viewers (spec section 2), so the test goes there as a link would.
  await navigateClientSide(page, '/adira-ja');
  await expectApplicationMounted(page, 'mfe-checkout');
  await expect(headerName).toHaveText(names);

  // The account area belongs to the account team and is guarded by `login`: it must not bounce home.
  await openAccountFromProfileMenu(page);
  await expect
    .poll(() => pageShowsText(page, DEMO.email), { message: '/profile does not show the account e-mail' })
    .toBe(true);
  await expect(page).toHaveURL(/\/profile/);
  await expect(headerName).toHaveText(names);

  await page.reload();
  await expect(page).toHaveURL(/\/profile/);
  await expect(headerName).toHaveText(names);
  await expect.poll(() => pageShowsText(page, DEMO.email), { message: '/profile after a reload' }).toBe(true);
});

test('a wrong password shows an error in the popup and keeps the typed e-mail', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  const email = dialog.locator('input[name="email"]');
  const password = dialog.locator('input[name="password"]');
  await email.fill(DEMO.email);
  await password.fill('nao-e-esta-123');

  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/login') && r.request().method() === 'POST',
  );
  await submitButton(dialog).click();
  const response = await answered;
  expect(response.ok(), 'the API accepted a wrong password').toBe(false);

  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert').first(), 'no error is announced in the popup').toHaveText(/\S/);
  await expect(email).toHaveValue(DEMO.email);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('profile-menu-button')).toHaveCount(0);
});
