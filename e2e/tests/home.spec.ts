import { expect, test, type Locator } from './support/test';
import { getHomeScreen } from './support/api';
import { FIRST_SCRIPT, recordApiCalls } from './support/api-calls';
import { firstScreenPictures } from '../../contracts/src/screen-pictures';

/** Everything a card tells a viewer who it is for: its label, title, text and image descriptions. */
function cardLabel(card: Locator): Promise<string> {
  return card.evaluate((el) =>
    [
      el.getAttribute('aria-label'),
      el.getAttribute('title'),
      el.textContent,
      ...Array.from(el.querySelectorAll('img'), (img) => img.alt),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The name a rail shows: its accessible label, or its heading. */
function railLabel(rail: Locator): Promise<string> {
  return rail.evaluate((el) => {
    const heading = el.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
    return (el.getAttribute('aria-label') ?? heading?.textContent ?? '').trim();
  });
}

test('the home page shows the API’s rails, each with cards of the API’s titles', async ({
  page,
  request,
}) => {
  const screen = await getHomeScreen(request);
  const titles = screen.rails.flatMap((r) => [
    ...r.contents.map((c) => c.title),
    ...r.channels.map((c) => c.name),
  ]);
  const filled = screen.rails.filter((r) => r.contents.length + r.channels.length > 0);
  const empty = screen.rails.filter((r) => r.contents.length + r.channels.length === 0);
  expect(filled.length, 'the API’s home screen has fewer than 3 filled rails').toBeGreaterThanOrEqual(3);

  await page.goto('/');
  const rails = page.getByTestId('rail');
  await expect(rails.nth(2), 'fewer than 3 rails on the home page').toBeVisible();
  // Every filled rail of the API's is on the page; those below the first screens build their cards as
  // the viewer scrolls towards them.
  await expect(rails).toHaveCount(filled.length);

  const labels: string[] = [];
  for (const rail of await rails.all()) {
    const label = await railLabel(rail);
    labels.push(label);
    await rail.scrollIntoViewIfNeeded();
    const cards = rail.getByTestId('card');
    await expect(cards.first(), `rail "${label}" has no card`).toBeAttached();
    const first = await cardLabel(cards.first());
    expect(
      titles.some((title) => first.includes(title)),
      `rail "${label}": first card "${first}" names no title of the API’s home screen`,
    ).toBe(true);
  }

  const shownApiNames = filled.filter((r) => r.show_name && labels.some((l) => l.includes(r.name)));
  expect(
    shownApiNames.length,
    `rail names on the page (${labels.join(' | ')}) do not match the API’s (${filled.map((r) => r.name).join(' | ')})`,
  ).toBeGreaterThanOrEqual(Math.min(3, filled.filter((r) => r.show_name).length));

  for (const rail of empty) {
    expect(labels, `the API’s rail "${rail.name}" has no contents yet is shown`).not.toContain(rail.name);
  }
});

test('every card on the home page is a link', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((els) =>
    els.map((el) => (el instanceof HTMLAnchorElement ? el.getAttribute('href') : null)),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, 'a card is not an <a href>').toMatch(/^\//);
});

test('a visitor’s first visit asks for the home’s settings, dictionary, section and screen once each, before the apps’ code has run, and loads no HTTP library', async ({
  page,
}) => {
  const asked = await recordApiCalls(page, /^\/api\/v1\/(setting|translation\/|content\/(section|screen)\/)/);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByTestId('rail').first().getByTestId('card').first()).toBeVisible();
  const calls = [...asked.entries()];
  const paths = calls.map(([path]) => path);
  expect(paths).toHaveLength(4);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/v1/setting',
      '/api/v1/translation/pt_PT',
      '/api/v1/content/section/home',
      expect.stringMatching(/^\/api\/v1\/content\/screen\/[^/]+\/cards$/),
    ]),
  );
  // Every call of the page was answered before its code ran, so the page never loads the HTTP library.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => script.includes('http-axios'))).toEqual([]);
  for (const [path, scripts] of calls) {
    expect(scripts, `${path} was asked for more than once`).toHaveLength(1);
    // The settings by the page's own preload, which the first script takes over; the rest by that script.
    if (path === '/api/v1/setting') expect(scripts[0]).toBe('/');
    else expect(scripts[0], `${path} was not asked for by the first script`).toMatch(FIRST_SCRIPT);
  }
});

test('a visitor’s first visit asks for the first pictures of the home’s first-screen rails from the first script, once each', async ({
  page,
  request,
}) => {
  const pictures = firstScreenPictures(await getHomeScreen(request)).map(
    (url) => new URL(url, 'http://localhost').pathname,
  );
  expect(pictures, 'the home has two first-screen rails with pictures').toHaveLength(2);
  const asked = await recordApiCalls(page, /^\/api\/images\//);

  await page.goto('/');
  await expect(page.getByTestId('rail').first().getByTestId('card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Asked for as soon as the screen answered, not once the apps' code had drawn the rails, and the cards
  // take that download instead of asking again.
  for (const picture of pictures) {
    expect(asked.get(picture), `${picture} was not asked for once, by the first script`).toEqual([
      expect.stringMatching(FIRST_SCRIPT),
    ]);
  }
});
