import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, loginDialog, signIn, submitButton } from './support/site';

/** The seed's family account: Teresa (master), Tiago (PIN 1234) and Miúdos. */
const FAMILY = { email: 'family@palco.pt', password: DEMO.password, pin: '1234' } as const;
const HOUR_MS = 3_600_000;
const CHOSEN_AT_KEY = 'palco.profile-chosen-at';
const REDIRECT_KEY = 'palco.redirect-after-login';

/** Signs the family in from home and chooses `name` on the chooser (typing the PIN when it asks). */
async function signInAsFamily(page: Page, name: 'Teresa' | 'Tiago'): Promise<void> {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await login.locator('input[name="email"]').fill(FAMILY.email);
  await login.locator('input[name="password"]').fill(FAMILY.password);
  await submitButton(login).click();
  await expect(page).toHaveURL((url) => url.pathname === '/choose-profile');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  if (name === 'Tiago') {
    await expect(page.getByRole('dialog', { name: 'Introduz o PIN' })).toBeVisible();
    await page.keyboard.type(FAMILY.pin);
  }
  await expect(page.getByTestId('header-profile-name')).toHaveText(name);
}

const ageChoice = (page: Page, hours: number): Promise<void> =>
  page.evaluate(({ key, at }) => window.localStorage.setItem(key, String(at)), {
    key: CHOSEN_AT_KEY,
    at: Date.now() - hours * HOUR_MS,
  });

test('a family is asked who is watching again once its choice is more than 24 hours old, then goes on', async ({
  page,
}) => {
  await signInAsFamily(page, 'Teresa');

  // 23 hours: still the same viewer.
  await ageChoice(page, 23);
  await page.goto('/guia-tv');
  await expect(page).toHaveURL((url) => url.pathname === '/guia-tv');
  await expect(page.getByTestId('header-profile-name')).toHaveText('Teresa');

  // 25 hours: the chooser, which brings the viewer back to the guide.
  await ageChoice(page, 25);
  await page.goto('/guia-tv');
  await expect(page).toHaveURL((url) => url.pathname === '/choose-profile');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/guia-tv');
  await expect(page.getByRole('heading', { level: 1, name: 'Quem está a ver?' })).toBeVisible();
  await page.getByRole('button', { name: /^Teresa/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/guia-tv');
  await expect(page.getByTestId('header-profile-name')).toHaveText('Teresa');
});

test('an account with one profile is never asked again, however old its choice', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await ageChoice(page, 72);
  await page.goto('/guia-tv');
  await expect(page).toHaveURL((url) => url.pathname === '/guia-tv');
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
});

test('a profile that is not the master edits only itself and cannot create profiles', async ({ page }) => {
  await signInAsFamily(page, 'Tiago');

  await page.goto('/profile/edit?id=pf-family-teresa');
  await expect(page).toHaveURL((url) => url.pathname === '/profile/switch-profile');

  await page.goto('/profile/edit?id=pf-family-tiago');
  await expect(page).toHaveURL((url) => url.pathname === '/profile/edit');
  // Tiago's profile speaks English: the page follows the profile's language.
  await expect(page.getByRole('textbox', { name: 'Profile name' })).toHaveValue('Tiago');

  await page.goto('/profile/create');
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});

test('a visitor sent to sign in from /profile lands on /profile after signing in, even after a reload', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(loginDialog(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), REDIRECT_KEY))
    .toContain('"/profile"');

  // The popup is gone with the reload; the page to come back to is not.
  await page.reload();
  await signIn(page);
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText(DEMO.email)).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), REDIRECT_KEY)).toBeNull();
});

test('a stored page on another site is never followed after signing in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    (key) =>
      window.localStorage.setItem(key, JSON.stringify({ path: '//evil.example/', savedAt: Date.now() })),
    REDIRECT_KEY,
  );
  await signIn(page);
  await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/');
  expect(new URL(page.url()).host).not.toBe('evil.example');
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), REDIRECT_KEY)).toBeNull();
});
