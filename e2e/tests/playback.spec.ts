import { expect, test, type Page } from '@playwright/test';
import { findPlayableItem, slugify } from './support/api';

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
