import { expect, test, type Page } from './support/test';
import { findPlayableItem, slugify } from './support/api';
import { DEMO, signIn } from './support/site';

/** The player's <video> plays on its own: its clock moves past one second. */
async function expectPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), {
      message: 'the video did not advance past 1 s',
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toBeGreaterThan(1);
  expect(await video.evaluate((el: HTMLVideoElement) => el.paused), 'the video is paused').toBe(false);
  expect(await video.evaluate((el: HTMLVideoElement) => el.error?.message ?? null)).toBeNull();
}

test('a cold deep link to /vod/<id> plays the title', async ({ page, request }) => {
  const item = await findPlayableItem(request);
  await page.goto(`/vod/${encodeURIComponent(item.id)}`);
  await expectPlaying(page);
  // The player may tidy the URL (add the slug) but must not leave the title.
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/vod/') && url.pathname.includes(item.id));
});

test('a cold deep link to /vod/<slug>/<id> plays the title', async ({ page, request }) => {
  const item = await findPlayableItem(request);
  await page.goto(`/vod/${slugify(item.title)}/${encodeURIComponent(item.id)}`);
  await expectPlaying(page);
});

test('a signed-in viewer’s progress is saved to the API and resumes on the next visit', async ({
  page,
  request,
}) => {
  const item = await findPlayableItem(request);
  await page.goto('/');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/vod/${encodeURIComponent(item.id)}`);
  await expectPlaying(page);
  // Jump to 12 s and pause: a pause saves at once.
  const video = page.getByTestId('video');
  await video.evaluate((el: HTMLVideoElement) => {
    el.currentTime = 12;
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime))
    .toBeGreaterThanOrEqual(12);
  await video.evaluate((el: HTMLVideoElement) => el.pause());

  const token = await page.evaluate(() => localStorage.getItem('palco.authorization'));
  expect(token).toBeTruthy();
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/content/item/${encodeURIComponent(item.id)}`, {
        headers: { authorization: `Bearer ${token}`, 'x-device-platform': 'web', 'x-device-id': 'palco-e2e' },
      });
      const body = (await response.json()) as { user_status?: { progress: number } | null };
      return body.user_status?.progress ?? 0;
    })
    .toBeGreaterThanOrEqual(12);

  // Resumed, not replayed: the first stretch the browser played starts at the saved position.
  await page.reload();
  const resumed = page.getByTestId('video');
  await expect
    .poll(() => resumed.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(12.5);
  expect(
    await resumed.evaluate((el: HTMLVideoElement) => (el.played.length > 0 ? el.played.start(0) : -1)),
  ).toBeGreaterThanOrEqual(11);
});
