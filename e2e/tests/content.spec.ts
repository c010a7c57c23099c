import { expect, test } from './support/test';
import { getHomeScreen, homeMovie, slugify } from './support/api';
import { FIRST_SCRIPT, recordApiCalls } from './support/api-calls';
import { homeLinkTo, signIn } from './support/site';

test('a signed-in viewer opens a series from home, changes season and keeps it on the watchlist', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page);

  const seriesCard = await homeLinkTo(page, '/series/');
  await seriesCard.click();
  await expect(page).toHaveURL(/\/series\/[^/]+\/[^/?]+/);
  const detail = page.getByTestId('content-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();

  // Every series of the demo data has at least two seasons.
  const seasons = detail.getByRole('group', { name: 'Temporadas' });
  await expect(seasons.getByRole('button', { name: 'Temporada 1' })).toHaveAttribute('aria-pressed', 'true');
  await seasons.getByRole('button', { name: 'Temporada 2' }).click();
  await expect(page).toHaveURL(/[?&]temporada=2/);
  const secondSeason = detail.getByRole('list', { name: 'Temporada 2' });
  await expect(secondSeason.getByTestId('episode').first()).toBeVisible();
  // The episode's number and name are one translated line with markup (react-i18next's Trans, which the
  // catalogue bundles and gives the page's i18next instance).
  await expect(secondSeason.getByTestId('episode').first()).toContainText(/\d+\. \S/);
  await expect(secondSeason).not.toContainText('CATALOGUE_');
  await expect(secondSeason.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/vod\/[^/]+\/[^/]+-t2e\d+$/,
  );

  const add = detail.getByRole('button', { name: 'Adicionar à minha lista' });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/content/favorite/') && r.request().method() === 'POST',
  );
  await add.click();
  expect((await saved).ok()).toBe(true);
  await expect(detail.getByRole('button', { name: 'Remover da minha lista' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  const reloaded = page.getByTestId('content-detail');
  // The reload keeps the season from the address and the watchlist mark from the server.
  await expect(reloaded.getByRole('list', { name: 'Temporada 2' })).toBeVisible();
  const remove = reloaded.getByRole('button', { name: 'Remover da minha lista' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  const removed = page.waitForResponse(
    (r) => r.url().includes('/api/v1/content/favorite/') && r.request().method() === 'DELETE',
  );
  await remove.click();
  expect((await removed).ok()).toBe(true);
  await expect(reloaded.getByRole('button', { name: 'Adicionar à minha lista' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a movie page from home leads to the player with its play button', async ({ page, request }) => {
  const nowSeconds = Date.now() / 1000;
  const released = new Map(
    (await getHomeScreen(request)).rails
      .flatMap((rail) => rail.contents)
      .filter(
        (item) => item.type === 'MOVIE' && (item.release_date === null || item.release_date <= nowSeconds),
      )
      .map((item) => [item.id, item]),
  );

  await page.goto('/');
  const cards = page.locator('a[href^="/movie/"]:visible');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => released.has(h.split('/').pop() ?? ''));
  const movie = released.get(href?.split('/').pop() ?? '');
  if (!href || !movie) throw new Error('the home page shows no released movie');
  await page.locator(`a[href="${href}"]:visible`).first().click();

  const detail = page.getByTestId('content-detail');
  await expect(detail.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page).toHaveTitle(`${movie.title} — Palco`);
  const play = detail.getByTestId('play');
  await expect(play).toHaveAttribute('href', `/vod/${slugify(movie.title)}/${movie.id}`);
  await play.click();
  await expect(page).toHaveURL(new RegExp(`/vod/[^/]+/${movie.id}$`));
  await expect(page.locator('video').first()).toBeAttached();
});

test('a visitor’s title page asks for its title once, before the apps’ code has run', async ({
  page,
  request,
}) => {
  const { movie, path } = await homeMovie(request);
  const asked = await recordApiCalls(page, /^\/api\/v1\/content\/item\//);

  await page.goto(path);
  await expect(page.getByTestId('content-detail').getByRole('heading', { level: 1 })).toHaveText(movie.title);
  expect([...asked]).toEqual([
    [`/api/v1/content/item/${encodeURIComponent(movie.id)}`, [expect.stringMatching(FIRST_SCRIPT)]],
  ]);
});
