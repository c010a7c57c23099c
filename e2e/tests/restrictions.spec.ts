import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './support/accounts';
import { type ApiItem, getScreen, getSections, slugify } from './support/api';
import { signIn } from './support/site';

const PASSWORD = 'criancas-2026';
const RESTRICTED = 'Este título não está disponível neste perfil.';

/** A title rated above M/6 (the kids profile's level), as a visitor finds it on the API's screens. */
async function titleAboveKids(request: APIRequestContext): Promise<ApiItem> {
  for (const section of await getSections(request)) {
    const screen = await getScreen(request, section.screen);
    const found = screen.rails
      .flatMap((rail) => rail.contents as (ApiItem & { classification: string | null })[])
      .find(
        (item) =>
          item.type === 'MOVIE' && item.media_id !== null && /^M\/1[2468]$/.test(item.classification ?? ''),
      );
    if (found) return found;
  }
  throw new Error('no screen holds a movie with a stream rated above M/6');
}

/** Makes a kids profile on the account signed in, from the account's create-profile page. */
async function createKidsProfile(page: Page, name: string): Promise<void> {
  await page.goto('/profile/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar perfil' })).toBeVisible();
  await page.getByLabel('Nome do perfil').fill(name);
  await page.getByRole('checkbox', { name: 'Perfil infantil' }).check();
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText(`O perfil ${name} foi criado.`)).toBeVisible();
}

/** Searches with the header's box and waits for the results page to say what it found. */
async function searchFromHeader(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  const box = page.getByRole('searchbox', { name: 'Pesquisar filmes, séries e canais' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname.replace(/\/$/, '') === '/search' && url.searchParams.get('query') === text,
  );
  // Either the count of what was found or "nothing found": the results have come.
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /resultado|Não encontrámos nada/ }),
  ).toBeAttached();
}

/** The results' links to `id`'s page. */
const resultLinks = (page: Page, id: string) => page.locator(`main a[href$="/${id}"]`);

test('a kids profile does not find a title above its level, and is told so on its page and in the player', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = await titleAboveKids(request);
  const email = freshEmail('criancas');
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password: PASSWORD,
    birthday: '1983-01-17',
    first_name: 'Joana',
    last_name: 'Família',
  });
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  // The account's own profile finds it with the same words.
  await searchFromHeader(page, title.title);
  await expect(resultLinks(page, title.id).first()).toBeVisible();

  await createKidsProfile(page, 'Pequenos');
  await page.goto('/profile/switch-profile');
  await page.getByRole('button', { name: /^Pequenos/ }).click();
  await expect(page.getByTestId('header-profile-name')).toHaveText('Pequenos');

  // The header's search: the results hold no link to the title.
  await searchFromHeader(page, title.title);
  await expect(resultLinks(page, title.id)).toHaveCount(0);

  // Its page, opened directly: the notice is the page's heading, with no retry that could not help.
  await page.goto(`/movie/${slugify(title.title)}/${encodeURIComponent(title.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(
    page.getByTestId('content-restricted').getByRole('link', { name: 'Mudar de perfil' }),
  ).toBeVisible();
  await expect(page.getByTestId('play')).toHaveCount(0);

  // The player says the same, and plays nothing.
  await page.goto(`/vod/${encodeURIComponent(title.id)}`);
  await expect(page.getByRole('alert')).toContainText(RESTRICTED);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(page.getByTestId('video')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
});
