import { expect, test } from './support/test';
import { getJson, type ApiItem } from './support/api';

interface ApiSearch {
  query: string;
  contents: ApiItem[];
}

/** A three-letter start of a real title, and the titles the API finds for it. */
async function pickQuery(request: Parameters<typeof getJson>[0]): Promise<{ text: string; first: ApiItem }> {
  for (const text of ['amo', 'cas', 'noi', 'ter', 'mar', 'sol']) {
    const found = await getJson<ApiSearch>(request, `/v1/content/search/${encodeURIComponent(text)}`);
    if (found.contents.length > 0) return { text, first: found.contents[0]! };
  }
  throw new Error('The demo catalogue has no title for any of the probe words');
}

test('suggestions wait for three characters, then list titles that lead to their pages', async ({
  page,
  request,
}) => {
  const { text, first } = await pickQuery(request);
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/v1/content/search/'))
      asked.push(decodeURIComponent(url.pathname.slice('/api/v1/content/search/'.length)));
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  const box = page.getByRole('searchbox', { name: 'Pesquisar filmes, séries e canais' });
  await box.pressSequentially(text.slice(0, 2));
  // Nothing may appear, so there is nothing to wait for: give the 100 ms debounce several times over.
  await page.waitForTimeout(600);
  await expect(page.getByTestId('search-suggestions')).toHaveCount(0);
  expect(asked).toEqual([]);

  await box.press(text[2]!);
  const suggestions = page.getByTestId('search-suggestion');
  await expect(suggestions.first()).toBeVisible();
  await expect(suggestions.first()).toContainText(first.title);
  expect(asked).toEqual([text]);

  await box.press('ArrowDown');
  await expect(suggestions.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('Enter in the search box opens the results page, which says when nothing is found', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  const box = page.getByRole('searchbox', { name: 'Pesquisar filmes, séries e canais' });
  await box.fill('zzqxj');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?query=zzqxj$/);
  await expect(
    page.getByText('Não encontrámos nada para «zzqxj». Experimenta outras palavras.'),
  ).toBeVisible();
});
