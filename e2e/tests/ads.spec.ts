import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sandboxOrigin } from './support/accounts';
import { type ApiItem, findPlayableItem, getScreen, getSections, slugify } from './support/api';
import { signIn } from './support/site';

// These tests are about the ads themselves: the sandbox ad server answers with a real campaign.
test.use({ ads: 'served' });

interface AdRecord {
  ad: string;
  slot: string;
  events: { event: string }[];
}

/** The content's own video plays: its clock moves past one second. */
async function expectContentPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), {
      message: 'the title did not advance past 1 s',
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
}

async function latestAd(request: APIRequestContext, origin: string): Promise<AdRecord | undefined> {
  const answer = await request.get(`${origin}/sandbox/ads/events`);
  expect(answer.ok(), 'GET /sandbox/ads/events').toBe(true);
  return ((await answer.json()) as { ads: AdRecord[] }).ads[0];
}

test('a visitor sees a pre-roll, skips it once it allows, and the title plays; the ad server hears of it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const origin = await sandboxOrigin(request);
  const item = await findPlayableItem(request);
  await page.goto(`/vod/${encodeURIComponent(item.id)}`);

  const ad = page.getByRole('region', { name: 'Anúncio' });
  await expect(ad).toBeVisible({ timeout: 20_000 });
  await expect(ad).toContainText('Publicidade');
  // Not at once: the skip offset is 5 s.
  await expect(ad.getByText(/Podes saltar dentro de \d+ segundos?/)).toBeVisible();
  const skip = ad.getByRole('button', { name: 'Saltar anúncio' });
  await expect(skip).toBeVisible({ timeout: 15_000 });
  await skip.click();
  await expect(ad).toBeHidden();
  await expectContentPlaying(page);

  await expect
    .poll(async () => (await latestAd(request, origin))?.events.map((e) => e.event) ?? [], {
      message: 'the ad server recorded no impression, start and skip',
    })
    .toEqual(expect.arrayContaining(['impression', 'start', 'skip']));
  expect((await latestAd(request, origin))?.slot).toBe('preroll');
});

test('a premium viewer never asks for an ad', async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/sandbox/ads/')) asked.push(req.url());
  });
  const item = await findPlayableItem(request);
  await page.goto('/');
  await signIn(page);
  await page.goto(`/vod/${encodeURIComponent(item.id)}`);
  await expectContentPlaying(page);
  await expect(page.getByRole('region', { name: 'Anúncio' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a blocked ad shows the ad-blocker popup and tells analytics; the viewer may go on to the title', async ({
  page,
  request,
}) => {
  await page.route('**/sandbox/ads/vast/**', (route) => route.abort('blockedbyclient'));
  const item = await findPlayableItem(request);
  await page.goto(`/vod/${encodeURIComponent(item.id)}`);

  const notice = page.getByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'adblock_detected',
        ),
      ),
    )
    .toBe(true);
  await notice.getByRole('button', { name: 'Continuar para o vídeo' }).click();
  await expect(notice).toBeHidden();
  await expectContentPlaying(page);
});

test('a visitor who opens a title’s trailer sees the trailer’s pre-roll first, then the trailer plays', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const origin = await sandboxOrigin(request);
  let movie: { id: string; title: string } | undefined;
  for (const section of await getSections(request)) {
    const screen = await getScreen(request, section.screen);
    movie = screen.rails
      .flatMap((rail) => rail.contents as (ApiItem & { trailer_id: string | null })[])
      .find((item) => item.type === 'MOVIE' && item.trailer_id !== null);
    if (movie) break;
  }
  if (!movie) throw new Error('no screen of the API holds a movie with a trailer');
  await page.goto(`/movie/${slugify(movie.title)}/${encodeURIComponent(movie.id)}`);
  await page.getByRole('button', { name: 'Trailer', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Trailer: ${movie.title}` });
  const ad = dialog.getByRole('region', { name: 'Anúncio' });
  await expect(ad).toBeVisible({ timeout: 20_000 });
  // The trailer waits for the break: its video is not on the page while the ad plays.
  await expect(dialog.getByTestId('trailer-video')).toHaveCount(0);
  const skip = ad.getByRole('button', { name: 'Saltar anúncio' });
  await expect(skip).toBeVisible({ timeout: 15_000 });
  await skip.click();
  await expect(ad).toBeHidden();
  const trailer = dialog.getByTestId('trailer-video');
  await expect(trailer).toBeVisible();
  await expect
    .poll(() => trailer.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect((await latestAd(request, origin))?.slot).toBe('trailer');
});
