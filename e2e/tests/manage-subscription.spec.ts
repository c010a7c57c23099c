import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { freeViewerOnPlans, payMonthlyWith } from './support/checkout';

test('a viewer who bought a plan sees it, cancels it and stays premium to its end, and downloads the invoice as a PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await freeViewerOnPlans(page, 'gerir');
  const { provider } = await payMonthlyWith(page, /Cartão/);
  await provider.locator('button[value="success"]').click();
  const success = page.getByRole('dialog', { name: 'Pagamento concluído' });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('menu-subscribe')).toBeHidden();

  // The profile area's subscription page is the checkout's.
  await page.goto('/profile/subscription');
  const main = page.getByRole('main');
  await expect(main.getByText('Mensal').first()).toBeVisible();
  await expect(main.getByText('Ativo').first()).toBeVisible();
  await expect(main.getByText(/Válido até/).first()).toBeVisible();
  await expect(main.getByText('Cartão de crédito ou débito').first()).toBeVisible();

  await main.getByRole('button', { name: 'Cancelar subscrição' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(main.getByText('Cancelado').first()).toBeVisible();
  await expect(main.getByText(/Premium até/).first()).toBeVisible();
  // Still premium until the paid period ends: no plans offered, after a reload too.
  await page.reload();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByTestId('menu-subscribe')).toBeHidden();
  await expect(main.getByText('Cancelado').first()).toBeVisible();

  // The payment's invoice, as a real PDF.
  await page.goto('/profile/history');
  const link = page
    .getByRole('button', { name: /Descarregar a fatura FT PALCO\d{4}\/\d+ em PDF/ })
    .or(page.getByRole('link', { name: /Descarregar a fatura FT PALCO\d{4}\/\d+ em PDF/ }));
  await expect(link.first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.first().click()]);
  expect(download.suggestedFilename()).toMatch(/^fatura-FT-PALCO\d{4}-\d+\.pdf$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});
