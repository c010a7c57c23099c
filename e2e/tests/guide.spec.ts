import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { lisbonDay } from './support/site';

const grid = (page: Page): Locator => page.getByTestId('guide-grid');
const row = (page: Page, channelId: string): Locator =>
  page.locator(`[data-testid="guide-channel"][data-channel-id="${channelId}"]`);
const dayPicker = (page: Page): Locator => page.getByRole('navigation', { name: 'Dia da programação' });

test.beforeEach(async ({ page }) => {
  await page.goto('/guia-tv');
  await expect(page.getByRole('heading', { level: 1, name: 'Guia TV' })).toBeVisible();
});

test("opens on today's programmes at the current time, with the now marker and what is live", async ({
  page,
}) => {
  await expect(dayPicker(page).getByRole('button', { name: /^Hoje/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const first = row(page, 'ch-01');
  await expect(first.getByRole('link', { name: 'Ver Palco 1 em direto' })).toBeVisible();
  await expect(first.locator('[data-state="live"]')).toBeInViewport();
  await expect(first.locator('[data-state="live"]')).toContainText('Em direto');
  await expect(page.getByTestId('guide-now')).toBeInViewport();
  await expect(page.getByTestId('guide-now')).toContainText('Agora');
});

test('switches to yesterday and to 30 days back, each with its programmes', async ({ page }) => {
  await dayPicker(page)
    .getByRole('button', { name: /^Ontem/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?dia=${lisbonDay(-1)}$`));
  await expect(page.getByTestId('guide-now')).toHaveCount(0);
  const first = row(page, 'ch-01');
  await expect(first.getByTestId('guide-programme').first()).toBeVisible();
  // Palco 1 records, and past programmes are offered on demand: yesterday's can be watched again.
  await expect(first.locator('[data-state="catchup"]').first()).toContainText('Rever');
  await expect(first.locator('[data-state="live"]')).toHaveCount(0);

  const oldest = dayPicker(page).getByRole('button').first();
  await oldest.click();
  await expect(oldest).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?dia=${lisbonDay(-30)}$`));
  await expect(first.getByTestId('guide-programme').first()).toBeVisible();
  // Thirty days back is beyond the 15 days recordings are kept.
  await expect(first.locator('[data-state="catchup"]')).toHaveCount(0);

  await page.reload();
  await expect(dayPicker(page).getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, 'ch-01').getByTestId('guide-programme').first()).toBeVisible();
});

test('draws the channels further down as the guide scrolls, and lets go of those above', async ({ page }) => {
  await expect(row(page, 'ch-01').getByTestId('guide-programme').first()).toBeVisible();
  await expect(row(page, 'ch-40')).toHaveCount(0);

  await grid(page).evaluate((element) => element.scrollBy({ top: 36 * 72 }));
  const far = row(page, 'ch-40');
  await expect(far).toBeInViewport();
  await expect(far.getByText('Tribeca Channel')).toBeVisible();
  await expect(far.locator('[data-state="live"]')).toBeVisible();
  await expect(row(page, 'ch-01')).toHaveCount(0);
});

test('opens a programme’s details and follows its live link to the channel', async ({ page }) => {
  const live = row(page, 'ch-02').locator('[data-state="live"]');
  const title = (await live.locator('span').first().textContent()) ?? '';
  await live.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Palco 2', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(live).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Ver em direto' }).click();
  await expect(page).toHaveURL(/\/live\/ch-02$/);
});

test('plays the recording of yesterday’s programme from its details', async ({ page }) => {
  await dayPicker(page)
    .getByRole('button', { name: /^Ontem/ })
    .click();
  const recorded = row(page, 'ch-01').locator('[data-state="catchup"]').first();
  const title = (await recorded.locator('span').first().textContent()) ?? '';
  await recorded.click();
  await page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Ver desde o início' }).click();
  await expect(page).toHaveURL(new RegExp(`/vod/ch-01_${lisbonDay(-1).replaceAll('-', '')}_\\d+$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('video')).toBeAttached();
});

test('is one Tab stop, and the keyboard moves through programmes and channels, scrolling to them', async ({
  page,
}) => {
  const guide = page.getByRole('grid', { name: /^Programação de/ });
  const focusedIn = (channelId: string): Locator =>
    row(page, channelId).locator('[data-testid="guide-programme"]:focus');
  /** The start (seconds) of the focused programme, as the guide keeps it on the button. */
  const focusedStart = (): Promise<number> =>
    page.evaluate(() => Number(document.activeElement?.getAttribute('data-start')));
  await expect(row(page, 'ch-01').locator('[data-state="live"]')).toBeVisible();

  // Entering the grid lands on what is on air on the first channel; the grid has no other tab stop.
  await page.getByRole('button', { name: 'Ir para agora' }).focus();
  await page.keyboard.press('Tab');
  await expect(row(page, 'ch-01').locator('[data-state="live"]')).toBeFocused();
  await expect(guide.locator('a[tabindex="0"], button[tabindex="0"]')).toHaveCount(1);

  // Down keeps to the time: the programme on air on the next channel.
  await page.keyboard.press('ArrowDown');
  const live = row(page, 'ch-02').locator('[data-state="live"]');
  await expect(live).toBeFocused();
  const liveStart = await focusedStart();

  // Home and End go to the day's first and last programme of the channel, scrolled into view.
  await page.keyboard.press('End');
  await expect(focusedIn('ch-02')).toBeInViewport();
  expect(await focusedStart()).toBeGreaterThanOrEqual(liveStart);
  await page.keyboard.press('Home');
  await expect(focusedIn('ch-02')).toBeInViewport();
  expect(await focusedStart()).toBeLessThanOrEqual(liveStart);
  // Left of the first programme is the channel's live link; right of it, the programme again.
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, 'ch-02').getByRole('link', { name: 'Ver Palco 2 em direto' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(focusedIn('ch-02')).toBeFocused();

  // The last channel is not drawn yet: it is scrolled to, then focused.
  await expect(row(page, 'ch-42')).toHaveCount(0);
  await page.keyboard.press('Control+End');
  await expect(focusedIn('ch-42')).toBeInViewport();
  await expect(row(page, 'ch-42')).toHaveAttribute('aria-rowindex', '42');
  await page.keyboard.press('PageUp');
  await expect(guide.locator('[role="row"]:has(:focus)')).not.toHaveAttribute('aria-rowindex', '42');
  await page.keyboard.press('Control+Home');
  await expect(focusedIn('ch-01')).toBeInViewport();
  await expectNoAxeViolations(page, '[data-testid="guide-grid"]');

  // Tab leaves the grid at once; Shift+Tab comes back to the programme last focused, which Enter opens.
  const last = await focusedStart();
  await page.keyboard.press('Tab');
  await expect(guide.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(focusedIn('ch-01')).toBeFocused();
  expect(await focusedStart()).toBe(last);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(focusedIn('ch-01')).toBeFocused();
});
