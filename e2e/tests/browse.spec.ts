import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { getHomeScreen, getJson, type ApiItem } from './support/api';
import { escapeRegExp, signIn } from './support/site';

// A signed-in viewer of their own, so what this spec saves never shows on another spec's home page.
const VIEWER = { email: 'free@palco.pt', password: 'palco123' } as const;
const DEVICE_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-e2e-browse' };

interface ApiSettings {
  exclusive_section_id: string;
}

interface ApiRailShape {
  name: string;
  widget_type: string;
  card_display: string;
  contents: ApiItem[];
  channels: { id: string }[];
}

async function apiToken(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { form: VIEWER, headers: DEVICE_HEADERS });
  expect(login.ok(), `POST /api/v1/login answered ${login.status()}`).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { ...DEVICE_HEADERS, authorization: `Bearer ${token}` };
}

const cardsOf = (scope: Locator | Page): Locator => scope.getByTestId('card');

test('the exclusives of the main menu filter by chip, in the address, and load past 30 as the viewer scrolls', async ({
  page,
  request,
}) => {
  const { exclusive_section_id: sectionId } = await getJson<ApiSettings>(request, '/v1/setting');
  await page.goto('/');
  await page.getByTestId('menu-exclusives').click();
  await expect(page).toHaveURL(new RegExp(`/filters/${escapeRegExp(sectionId)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const chips = page.getByRole('navigation', { name: /Filtros de/ });
  await chips.getByRole('link', { name: 'Filmes', exact: true }).click();
  await expect(page).toHaveURL(/[?&]filtro=/);
  await expect(chips.getByRole('link', { name: 'Filmes', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cardsOf(page).nth(29)).toBeAttached();
  await expect(cardsOf(page)).toHaveCount(30);

  // Scrolling to the end of the grid brings the next page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(cardsOf(page).nth(30)).toBeAttached();

  // A reload keeps the chosen filter.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: /Filtros de/ }).getByRole('link', { name: 'Filmes', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a carousel rail is moved through with the arrow keys, Home and End', async ({ page, request }) => {
  const screen = (await getHomeScreen(request)) as unknown as { rails: ApiRailShape[] };
  const rail = screen.rails.find(
    (r) => r.widget_type === 'carousel' && r.card_display !== 'fullscreen' && r.contents.length >= 3,
  );
  expect(rail, 'the home screen has no carousel rail with 3 titles').toBeDefined();
  const name = rail?.name ?? '';

  await page.goto('/');
  const region = page.getByRole('region', { name, exact: true });
  // A rail below the first screens builds its cards as the viewer scrolls towards it.
  await region.scrollIntoViewIfNeeded();
  const cards = cardsOf(region);
  await cards.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cards.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(cards.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(cards.first()).toBeFocused();
  // The rail is one tab stop: Tab leaves it rather than visiting every card.
  expect(
    await cards.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') === '0').length),
  ).toBe(1);
});

test('a signed-in viewer finds what they started in Continue Watching and what they added in their list', async ({
  page,
  request,
}) => {
  const screen = (await getHomeScreen(request)) as unknown as { rails: ApiRailShape[] };
  const now = Date.now() / 1000;
  const titles = screen.rails.flatMap((r) => r.contents);
  const movie = titles.find(
    (i) => i.type === 'MOVIE' && i.media_id !== null && i.release_date !== null && i.release_date < now,
  );
  const series = titles.find((i) => i.type === 'SERIES');
  if (!movie || !series) throw new Error('the home screen has no released movie or no series');

  const headers = await apiToken(request);
  const progress = await request.put(`/api/v1/content/item/${movie.id}/progress`, {
    headers,
    data: { progress: 10 },
  });
  expect(progress.ok(), `saving progress answered ${progress.status()}`).toBe(true);
  const favorite = await request.post(`/api/v1/content/favorite/${series.id}`, { headers });
  expect(favorite.ok(), `adding to the list answered ${favorite.status()}`).toBe(true);

  await page.goto('/');
  await signIn(page, VIEWER.email, VIEWER.password);
  const continuing = page.getByRole('region', { name: 'Continuar a ver', exact: true });
  await expect(continuing.getByRole('link', { name: new RegExp(escapeRegExp(movie.title)) })).toBeVisible();

  await continuing.getByRole('link', { name: /Ver tudo/ }).click();
  await expect(page).toHaveURL(/\/continuar-a-ver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Continuar a ver' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(movie.title)) })).toBeVisible();

  await page.goto('/a-minha-lista');
  await expect(page.getByRole('heading', { level: 1, name: 'A minha lista' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(series.title)) })).toBeVisible();
});
