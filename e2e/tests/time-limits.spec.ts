import { expect, test, type Page } from './support/test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './support/accounts';
import { getJson, premiumTitles, type ApiChannel } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/site';

// The site runs these with the limits shortened by the API's configuration (playwright.config.ts sets
// 6 s of each premium title, 10 s a day in all): the demo stream lasts 20 s.
let TITLE_LIMIT_SECONDS = 0;

test.beforeAll(async ({ request }) => {
  const settings = await getJson<{ video_time_limit: number }>(request, '/v1/setting');
  TITLE_LIMIT_SECONDS = settings.video_time_limit;
});

test.beforeEach(() => {
  test.skip(
    TITLE_LIMIT_SECONDS <= 0 || TITLE_LIMIT_SECONDS > 15,
    `the API's video_time_limit is ${TITLE_LIMIT_SECONDS} s: these need VIDEO_TIME_LIMIT of a few seconds`,
  );
});

/** A browser that is a device of its own: each test's visitor starts with the whole day's allowance. */
async function ownDevice(page: Page, label: string): Promise<void> {
  const id = `e2e-${label}-${Date.now().toString(36)}`;
  await page.context().addInitScript((deviceId) => {
    window.localStorage.setItem('palco.device-id', deviceId);
  }, id);
}

async function videoTime(page: Page): Promise<number> {
  return page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

test('a visitor watches a premium title up to the limit, then gets need-registration, also after a reload', async ({
  page,
  request,
}) => {
  const [title] = await premiumTitles(request);
  await ownDevice(page, 'visitor');
  // Before pressing play, the title's page says how much free time is left today.
  await page.goto(`/content/${encodeURIComponent(title!.id)}`);
  await expect(page.getByTestId('free-time-today')).toContainText(/segundos grátis hoje/);
  await page.goto(`/vod/${encodeURIComponent(title!.id)}`);
  await expect(page.getByTestId('free-time-left')).toContainText(/segundos grátis/);
  await expect.poll(() => videoTime(page), { message: 'the title does not play' }).toBeGreaterThan(1);

  const popup = page.getByRole('dialog', { name: 'Precisas de uma conta' });
  await expect(popup).toBeVisible({ timeout: (TITLE_LIMIT_SECONDS + 10) * 1000 });
  await expect(page.getByTestId('video')).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Criar conta' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The server counted it: a reload does not give the time back.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Precisas de uma conta' })).toBeVisible();
  await expect(page.getByTestId('video')).toHaveCount(0);

  // "Entrar" opens the account team's login popup.
  await page
    .getByRole('dialog', { name: 'Precisas de uma conta' })
    .getByRole('button', { name: 'Entrar' })
    .click();
  await expect(page.locator('input[name="email"]')).toBeVisible();
});

test('a free viewer watches up to the limit, then gets the plans', async ({ page, request }) => {
  const [title] = await premiumTitles(request);
  const email = freshEmail('limite');
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password: 'limite-2026',
    birthday: '1990-05-20',
    first_name: 'Rui',
    last_name: 'Gratuito',
  });
  await page.goto('/');
  await signIn(page, email, 'limite-2026');
  await page.goto(`/vod/${encodeURIComponent(title!.id)}`);
  await expect(page.getByTestId('free-time-left')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Adere ao Palco' })).toBeVisible({
    timeout: (TITLE_LIMIT_SECONDS + 10) * 1000,
  });
  await expect(page.getByRole('heading', { name: 'Acabou o tempo grátis' })).toBeVisible();
});

test('a premium viewer watches premium titles with no limit', async ({ page, request }) => {
  const [title] = await premiumTitles(request);
  await page.goto('/');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/vod/${encodeURIComponent(title!.id)}`);
  await expect
    .poll(() => videoTime(page), { timeout: (TITLE_LIMIT_SECONDS + 10) * 1000 })
    .toBeGreaterThan(TITLE_LIMIT_SECONDS + 1);
  await expect(page.getByTestId('free-time-left')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Acabou o tempo grátis' })).toHaveCount(0);
  await page.goto(`/content/${encodeURIComponent(title!.id)}`);
  await expect(page.getByTestId('play')).toBeVisible();
  await expect(page.getByTestId('free-time-today')).toHaveCount(0);
});

test('a visitor watches FAST channels up to the day’s live limit, then gets need-registration', async ({
  page,
  request,
}) => {
  const settings = await getJson<{ live_fast_time_limit?: number }>(request, '/v1/setting');
  const limit = settings.live_fast_time_limit ?? 0;
  test.skip(
    limit <= 0 || limit > 15,
    `live_fast_time_limit is ${limit} s: this needs LIVE_FAST_TIME_LIMIT of a few seconds`,
  );
  const { channels } = await getJson<{ channels: (ApiChannel & { fast?: boolean })[] }>(
    request,
    '/v1/content/channel',
  );
  const fast = channels.filter((channel) => channel.fast === true);
  expect(fast.length, 'the API lists fewer than two FAST channels').toBeGreaterThanOrEqual(2);
  await ownDevice(page, 'fast-visitor');

  await page.goto(`/live/${encodeURIComponent(fast[0]!.id)}`);
  await expect(page.getByTestId('free-time-left')).toContainText(/segundos grátis/);
  const popup = page.getByRole('dialog', { name: 'Precisas de uma conta' });
  await expect(popup).toBeVisible({ timeout: (limit + 15) * 1000 });
  await expect(page.getByTestId('video')).toHaveCount(0);

  // The day's time is the kind's, not the channel's: another FAST channel has none left either.
  await page.goto(`/live/${encodeURIComponent(fast[1]!.id)}`);
  await expect(page.getByRole('dialog', { name: 'Precisas de uma conta' })).toBeVisible();
  await expect(page.getByTestId('video')).toHaveCount(0);
});
