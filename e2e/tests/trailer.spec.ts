import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { type ApiItem, getScreen, getSections, slugify } from './support/api';

/** What the title page's hero trailer needs of an item: the auto-play trailer flag is on in the demo data. */
type ItemWithTrailer = ApiItem & { trailer_id: string | null; images: { background?: string } };

/** A released movie with a trailer and a background picture, found on the API's screens. */
async function findMovieWithTrailer(request: APIRequestContext): Promise<ItemWithTrailer> {
  const nowSeconds = Date.now() / 1000;
  for (const section of await getSections(request)) {
    const screen = await getScreen(request, section.screen);
    const item = screen.rails
      .flatMap((rail) => rail.contents as ItemWithTrailer[])
      .find(
        (i) =>
          i.type === 'MOVIE' &&
          i.trailer_id !== null &&
          Boolean(i.images.background) &&
          (i.release_date === null || i.release_date <= nowSeconds),
      );
    if (item) return item;
  }
  throw new Error('no screen of the API holds a released movie with a trailer and a background');
}

const trailerVideo = (page: Page): Locator => page.getByTestId('hero-trailer');
const isPaused = (video: Locator): Promise<boolean> => video.evaluate((el: HTMLVideoElement) => el.paused);

async function expectAdvancing(video: Locator): Promise<void> {
  const from = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(from + 0.5);
}

/** Every request the page makes for the trailer's video file. */
function trailerDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || request.url().endsWith('.mp4')) urls.push(request.url());
  });
  return urls;
}

test('the hero trailer downloads nothing on arrival, plays by itself, muted, once the viewer points at the title, and a labelled button pauses and plays it from the keyboard', async ({
  page,
  request,
}) => {
  const movie = await findMovieWithTrailer(request);
  const downloads = trailerDownloads(page);
  await page.goto(`/movie/${slugify(movie.title)}/${encodeURIComponent(movie.id)}`);
  const detail = page.getByTestId('content-detail');
  const heading = detail.getByRole('heading', { level: 1, name: movie.title });
  await expect(heading).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Reproduzir trailer' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(downloads).toEqual([]);

  await heading.hover();
  const video = trailerVideo(page);
  await expectAdvancing(video);
  expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);

  const pause = detail.getByRole('button', { name: 'Pausar trailer' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => isPaused(video)).toBe(true);
  const play = detail.getByRole('button', { name: 'Reproduzir trailer' });
  await expect(play).toBeFocused();

  await page.keyboard.press('Space');
  await expect.poll(() => isPaused(video)).toBe(false);
  await expect(detail.getByRole('button', { name: 'Pausar trailer' })).toBeFocused();
});

test.describe('for a viewer who asked for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero trailer waits, downloading nothing, until its play button is pressed', async ({
    page,
    request,
  }) => {
    const movie = await findMovieWithTrailer(request);
    const downloads = trailerDownloads(page);
    await page.goto(`/movie/${slugify(movie.title)}/${encodeURIComponent(movie.id)}`);
    const detail = page.getByTestId('content-detail');
    const play = detail.getByRole('button', { name: 'Reproduzir trailer' });
    await expect(play).toBeVisible();

    const video = trailerVideo(page);
    await expect(video).toHaveAttribute('preload', 'none');
    // Long enough for an autoplaying video to have started and fetched its file.
    await page.waitForTimeout(1500);
    expect(await isPaused(video)).toBe(true);
    expect(downloads).toEqual([]);

    await play.click();
    await expectAdvancing(video);
    expect(downloads.length).toBeGreaterThan(0);
    await expect(detail.getByRole('button', { name: 'Pausar trailer' })).toBeVisible();
  });
});
