import { expect, test } from './support/test';
import { premiumTitles } from './support/api';
import { freeViewerOnPlans, payMonthlyWith } from './support/checkout';

test('a free viewer buys the monthly plan by card in the sandbox and becomes premium', async ({
  page,
  request,
}) => {
  const [title] = await premiumTitles(request);
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

  // What the plan is for: a premium title plays with no ad asked for and no free-time limit counted.
  const adsAsked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/sandbox/ads/')) adsAsked.push(sent.url());
  });
  await page.goto(`/vod/${encodeURIComponent(title?.id ?? '')}`);
  await expect
    .poll(() => page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.5);
  await expect(page.getByTestId('free-time-left')).toHaveCount(0);
  expect(adsAsked).toEqual([]);
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
