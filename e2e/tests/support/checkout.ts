import { expect, type Page } from './test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './accounts';
import { expectNoAxeViolations } from './axe';
import { signIn } from './site';

const PASSWORD = 'pagar-2026';

/** A free account of its own, signed in on the plans page. */
export async function freeViewerOnPlans(page: Page, label: string): Promise<void> {
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

/** Chooses a plan on the plans page and a method in the payment popup, and returns the popup. */
export async function choosePlanAndMethod(
  page: Page,
  plan: RegExp,
  method: RegExp,
  { checkAxe = false } = {},
) {
  await page.getByRole('radio', { name: plan }).check();
  await page.getByRole('button', { name: 'Continuar com este plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByRole('radio', { name: method }).check();
  if (checkAxe) await expectNoAxeViolations(page);
  return dialog;
}

/** Chooses the monthly plan and a method, and returns the provider's page framed in the payment popup. */
export async function payMonthlyWith(page: Page, method: RegExp, { checkAxe = false } = {}) {
  const dialog = await choosePlanAndMethod(page, /Mensal/, method, { checkAxe });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const frame = dialog.locator('iframe[title="Página de pagamento"]');
  await expect(frame).toBeVisible();
  // The plans page, the popup and the provider's page inside it.
  if (checkAxe) await expectNoAxeViolations(page);
  // The provider's page comes from the provider's own origin, not the site's.
  expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(new URL(page.url()).origin);
  return { dialog, provider: page.frameLocator('iframe[title="Página de pagamento"]') };
}
