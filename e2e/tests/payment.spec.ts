import { expect, test, type Page } from './support/test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/site';

const PASSWORD = 'pagar-2026';

/** A free account of its own, signed in on the plans page. */
async function freeViewerOnPlans(page: Page, label: string): Promise<void> {
  const request = page.request;
  const email = freshEmail(label);
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password: PASSWORD,
    birthday: '1985-02-11',
    first_name: 'Inês',
    last_name: 'Pagadora',
  });
  await page.goto('/adira-ja');
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('menu-subscribe'), 'a free account is offered plans').toBeVisible();
}

/** Chooses the monthly plan and a method, and returns the provider's page framed in the payment popup. */
async function payMonthlyWith(page: Page, method: RegExp, { checkAxe = false } = {}) {
  await page.getByRole('radio', { name: /Mensal/ }).check();
  await page.getByRole('button', { name: 'Continuar com este plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByRole('radio', { name: method }).check();
  if (checkAxe) await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const frame = dialog.locator('iframe[title="Página de pagamento"]');
  await expect(frame).toBeVisible();
  // The plans page, the popup and the provider's page inside it.
  if (checkAxe) await expectNoAxeViolations(page);
  // The provider's page comes from the provider's own origin, not the site's.
  expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(new URL(page.url()).origin);
  return { dialog, provider: page.frameLocator('iframe[title="Página de pagamento"]') };
}

test('a free viewer buys the monthly plan by card in the sandbox and becomes premium', async ({ page }) => {
  await freeViewerOnPlans(page, 'cartao');
  const { provider } = await payMonthlyWith(page, /Cartão/, { checkAxe: true });
  await expect(provider.getByText('Mensal').first()).toBeVisible();
  await provider.locator('button[value="success"]').click();

  const success = page.getByRole('dialog', { name: 'Pagamento concluído' });
  await expect(success).toContainText('Já és Premium com o plano Mensal');
  // The account is reloaded: premium now, the header offers no plans any more.
  await expect(page.getByTestId('menu-subscribe')).toBeHidden();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The server holds it: a reload still knows the plan.
  await page.reload();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByTestId('menu-subscribe')).toBeHidden();
});

test('a declined payment shows the spec’s message, and OK starts again', async ({ page }) => {
  await freeViewerOnPlans(page, 'recusado');
  const { dialog, provider } = await payMonthlyWith(page, /Cartão/);
  await provider.locator('button[value="failure"]').click();
  await expect(dialog.getByRole('alert')).toHaveText('O pagamento não foi processo com sucesso.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('radio', { name: /Cartão/ })).toBeVisible();
  await expect(page.getByTestId('menu-subscribe')).toBeVisible();
});

test('MB Way that the provider confirms only after two status calls ends in success', async ({ page }) => {
  test.setTimeout(90_000);
  await freeViewerOnPlans(page, 'mbway');
  const { provider } = await payMonthlyWith(page, /MB WAY/);
  await provider.locator('button[value="slow"]').click();
  // Asked at once when the provider's page changes, then every 10 s: the third call succeeds.
  await expect(page.getByRole('dialog', { name: 'Pagamento concluído' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('menu-subscribe')).toBeHidden();
});
