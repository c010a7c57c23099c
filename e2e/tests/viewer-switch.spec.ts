import { expect, test, type APIRequestContext } from './support/test';
import {
  accountNames,
  anyOf,
  homeLinkTo,
  markDocument,
  navigateClientSide,
  sameDocument,
  signIn,
} from './support/site';

const FIRST = { email: 'demo@palco.pt', password: 'palco123' };
const SECOND = { email: 'free@palco.pt', password: 'palco123' };
const DEVICE_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-e2e' };

/** Takes a title off a viewer's list through the API (it may not be on it). */
async function removeFromList(
  request: APIRequestContext,
  viewer: { email: string; password: string },
  id: string,
): Promise<void> {
  const login = await request.post('/api/v1/login', { form: viewer, headers: DEVICE_HEADERS });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await request.delete(`/api/v1/content/favorite/${encodeURIComponent(id)}`, {
    headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `removing from the list answered ${answer.status()}`).toBe(true);
}

test('after one viewer signs out and another signs in, without a reload, nothing of the first is shown', async ({
  page,
  request,
}) => {
  const firstNames = await accountNames(request, FIRST.email, FIRST.password);
  const secondNames = await accountNames(request, SECOND.email, SECOND.password);

  // The first viewer puts a series on their watchlist.
  await page.goto('/');
  await markDocument(page);
  await signIn(page, FIRST.email, FIRST.password);
  const seriesCard = await homeLinkTo(page, '/series/');
  await seriesCard.click();
  const seriesPath = new URL(page.url()).pathname;
  const seriesId = seriesPath.split('/').pop() ?? '';
  // Other tests may have put this series on the second viewer's list; this one needs it off.
  await removeFromList(request, SECOND, seriesId);
  const detail = page.getByTestId('content-detail');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/content/favorite/') && r.request().method() === 'POST',
  );
  await detail.getByRole('button', { name: 'Adicionar à minha lista' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(detail.getByRole('button', { name: 'Remover da minha lista' })).toBeVisible();

  // They sign out from the header's menu; the shell takes them home.
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('login-button')).toBeVisible();

  // The second viewer signs in on the same page and opens the same series.
  await signIn(page, SECOND.email, SECOND.password);
  await expect(page.getByTestId('header-profile-name')).toHaveText(anyOf(secondNames));
  await navigateClientSide(page, seriesPath);
  const secondDetail = page.getByTestId('content-detail');
  await expect(secondDetail.getByRole('button', { name: 'Adicionar à minha lista' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByTestId('profile-menu-button').click();
  const onlyFirst = firstNames.filter((name) => !secondNames.includes(name));
  for (const name of onlyFirst) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await sameDocument(page)).toBe(true);

  // The first viewer's list goes back as it was.
  await removeFromList(request, FIRST, seriesId);
});
