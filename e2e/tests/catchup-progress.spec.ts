import { expect, test } from './support/test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './support/accounts';
import { getJson } from './support/api';
import { escapeRegExp, lisbonDay, signIn } from './support/site';

test('a recorded programme left half-watched waits in Continue Watching and resumes where it was left', async ({
  page,
  request,
}) => {
  const email = freshEmail('catchup');
  const password = 'rever-2026';
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password,
    birthday: '1970-01-15',
    first_name: 'Rita',
    last_name: 'Revê',
  });
  // Yesterday's fourth programme on the first channel, as the guide names it.
  const id = `ch-01_${lisbonDay(-1).replaceAll('-', '')}_3`;
  const programme = await getJson<{ title: string; premium: boolean }>(request, `/v1/content/item/${id}`);
  test.skip(programme.premium, 'the demo guide made this programme premium');

  await page.goto('/');
  await signIn(page, email, password);
  await page.goto(`/vod/${id}`);
  const video = page.getByTestId('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(4);
  await page.getByTestId('video').evaluate((element: HTMLVideoElement) => element.pause());
  // Leaving by the site's own link: the position is saved as the player goes.
  await page.goto('/');

  const continuing = page.getByRole('region', { name: 'Continuar a ver', exact: true });
  const card = continuing.getByRole('link', { name: new RegExp(escapeRegExp(programme.title)) });
  await expect(card).toBeVisible();
  await card.click();
  // The card leads to the player's address for the title, `/vod/{name}/{id}` (spec section 2).
  await expect(page).toHaveURL(new RegExp(`/vod/[^/]+/${escapeRegExp(id)}$`));
  await expect
    .poll(() => page.getByTestId('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(3);
});

test('a live channel says what is on now and next, and plays the programme on air from its beginning', async ({
  page,
}) => {
  await page.goto('/live/ch-01');
  const onAir = page.getByTestId('on-air');
  await expect(onAir).toContainText('Agora');
  await expect(onAir).toContainText('A seguir');
  await onAir.getByRole('link', { name: 'Ver desde o início' }).click();
  await expect(page).toHaveURL(new RegExp(`/vod/ch-01_${lisbonDay(0).replaceAll('-', '')}_\\d+$`));
  await expect
    .poll(() => page.getByTestId('video').evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
});
