import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';
import { findPlayableItem, remoteOrigins } from './support/api';
import { loginDialog } from './support/site';

/**
 * Makes the player team's origin unreachable for this context, as during a failed deploy; returns the
 * pattern to lift the block with.
 */
async function blockPlayer(context: BrowserContext, request: APIRequestContext): Promise<string> {
  const pattern = `${(await remoteOrigins(request))['mfe-player']}/**`;
  await context.route(pattern, (route) => route.abort());
  return pattern;
}

test('with the player down, /vod shows its fallback while the rest of the site works', async ({
  page,
  context,
  request,
}) => {
  const item = await findPlayableItem(request);
  await blockPlayer(context, request);

  await page.goto(`/vod/${encodeURIComponent(item.id)}`);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback).toHaveAttribute('data-app', 'mfe-player');
  await expect(fallback.getByRole('button')).toBeEnabled();
  await expect(page.getByTestId('video')).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByTestId('rail').first()).toBeVisible();
  await expect(page.getByTestId('card').first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  // The header (shell) still opens the login popup (account team), neither of which needs the player.
  await page.getByTestId('login-button').click();
  await expect(loginDialog(page).locator('input[name="email"]')).toBeVisible();
});

test('once the player is back, the fallback’s retry loads it', async ({ page, context, request }) => {
  const item = await findPlayableItem(request);
  const blocked = await blockPlayer(context, request);

  await page.goto(`/vod/${encodeURIComponent(item.id)}`);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 30_000 });

  await context.unroute(blocked);
  await fallback.getByRole('button').click();

  await expect(page.getByTestId('video')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
