import { expect, test, type Locator } from './support/test';
import {
  DEMO,
  applicationRoot,
  expectApplicationMounted,
  loginDialog,
  openAccountFromProfileMenu,
  submitButton,
} from './support/site';
import { expectNoAxeViolations } from './support/axe';

/** The seed's family account: Teresa (master), Tiago (PIN 1234) and Miúdos. */
const FAMILY = { email: 'family@palco.pt', password: DEMO.password, pin: '1234' } as const;

const values = (boxes: Locator): Promise<string[]> =>
  boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('a family chooses who is watching after sign-in, with the PIN of a protected profile', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await login.locator('input[name="email"]').fill(FAMILY.email);
  await login.locator('input[name="password"]').fill(FAMILY.password);
  await submitButton(login).click();

  // Three profiles and none chosen yet: the viewer lands on the chooser, without the site's header.
  await expect(page).toHaveURL((url) => url.pathname === '/choose-profile');
  await expectApplicationMounted(page, 'mfe-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Quem está a ver?' })).toBeVisible();
  const choices = page.getByTestId('profile-choice');
  await expect(choices).toHaveCount(3);
  await expect(choices.nth(0)).toContainText('Teresa');
  await expect(choices.nth(0)).toContainText('Gestor');
  await expect(choices.nth(1)).toContainText('Tiago');
  await expect(choices.nth(1).getByRole('img', { name: 'Protegido por PIN' })).toBeVisible();
  await expect(choices.nth(2)).toContainText('Miúdos');
  await expect(choices.nth(2).getByRole('img', { name: 'Protegido por PIN' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Terminar sessão' })).toBeVisible();

  await page.getByRole('button', { name: /^Tiago/ }).click();
  const pinPopup = page.getByRole('dialog', { name: 'Introduz o PIN' });
  await expect(pinPopup).toBeVisible();
  const boxes = pinPopup.getByRole('group').locator('input');
  await expect(boxes).toHaveCount(4);
  await expect(boxes.first()).toBeFocused();
  await expectNoAxeViolations(page, 'dialog[open]');

  // A wrong PIN: the fourth digit sends it, the server refuses it, the boxes empty and focus goes back.
  const refused = page.waitForResponse(
    (r) => r.url().includes('/api/v1/profile/select/') && r.request().method() === 'POST',
  );
  await page.keyboard.type('9999');
  expect((await refused).status(), 'the API accepted a wrong PIN').toBe(403);
  await expect(pinPopup.getByRole('alert')).toHaveText('PIN incorreto. Tenta outra vez.');
  await expect.poll(() => values(boxes)).toEqual(['', '', '', '']);
  await expect(boxes.first()).toBeFocused();

  await page.keyboard.type(FAMILY.pin);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('header-profile-name')).toHaveText('Tiago');

  // The profile menu's account link opens the account page in the same document, not a blank page.
  await openAccountFromProfileMenu(page);
  const account = applicationRoot(page, 'mfe-account');
  await expect(account.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(account.getByText(FAMILY.email)).toBeVisible();
  await expect(account.locator('a[href="/profile/switch-profile"]')).toBeVisible();
  await expect(page.getByTestId('header-profile-name')).toHaveText('Tiago');
});
