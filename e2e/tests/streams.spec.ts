import { expect, test, type APIRequestContext, type Page, type Response } from './support/test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './support/accounts';
import { getJson, type ApiChannel } from './support/api';
import { signIn } from './support/site';

// The API counts an account's live streams against its plan (spec sections 4 and 8): a free account 1.
const PASSWORD = 'ecras-2026';

const isPing = (url: string): boolean => new URL(url).pathname === '/api/v1/content/ping';
const pingAnswer = (response: Response): boolean =>
  isPing(response.url()) && response.request().method() === 'GET';

/** Two channels of the API's line-up, never hard-coded ids. */
async function twoChannels(request: APIRequestContext): Promise<[ApiChannel, ApiChannel]> {
  const { channels } = await getJson<{ channels: ApiChannel[] }>(request, '/v1/content/channel');
  expect(channels.length, 'the API lists fewer than two channels').toBeGreaterThanOrEqual(2);
  return [channels[0]!, channels[1]!];
}

async function freeAccount(request: APIRequestContext): Promise<string> {
  const email = freshEmail('ecras');
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password: PASSWORD,
    birthday: '1979-03-30',
    first_name: 'Tiago',
    last_name: 'Ecrãs',
  });
  return email;
}

/** Opens a channel and returns its first ping's answer. */
async function openChannel(page: Page, channel: ApiChannel): Promise<Response> {
  const ping = page.waitForResponse(pingAnswer);
  await page.goto(`/live/${encodeURIComponent(channel.id)}`);
  return ping;
}

async function expectPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      message: 'the channel does not play',
    })
    .toBeGreaterThan(0);
}

test('a free account watches one channel at a time; closing the first tab lets the second play', async ({
  context,
  request,
}) => {
  const [first, second] = await twoChannels(request);
  const email = await freeAccount(request);

  const pageA = await context.newPage();
  await pageA.goto('/');
  await signIn(pageA, email, PASSWORD);
  const counted = await openChannel(pageA, first);
  expect(counted.status(), 'the first stream’s ping').toBe(200);
  await expectPlaying(pageA);

  // The same account in a second tab (the session is the context's): one stream too many.
  const pageB = await context.newPage();
  const refused = await openChannel(pageB, second);
  expect(refused.status(), 'the second stream’s ping').toBe(409);
  const alert = pageB.getByRole('alert');
  await expect(alert).toContainText('Demasiados ecrãs ao mesmo tempo');
  await expect(alert).toContainText('Fecha uma delas e tenta novamente.');
  await expect(pageB.getByTestId('video')).toHaveCount(0);
  await expect(pageB.locator('video')).toHaveCount(0);
  const retry = pageB.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeFocused();

  // Trying again while the first tab still plays is refused again, and the focus stays on the button.
  const stillRefused = pageB.waitForResponse(pingAnswer);
  await retry.press('Enter');
  expect((await stillRefused).status(), 'the ping of a try while the first stream plays').toBe(409);
  await expect(alert).toContainText('Demasiados ecrãs ao mesmo tempo');
  await expect(retry).toBeFocused();
  await expect(pageB.getByTestId('video')).toHaveCount(0);

  // Closing the first tab ends its stream at once (the player says goodbye as the page goes), rather
  // than the minute a stream that stopped pinging stays counted. The goodbye leaves with the page, whose
  // requests Playwright no longer reports: the next ping's answer is what shows it arrived.
  const closed = pageA.waitForEvent('close');
  await pageA.close({ runBeforeUnload: true });
  await closed;

  const again = pageB.waitForResponse(pingAnswer);
  await retry.press('Enter');
  expect((await again).status(), 'the ping after trying again').toBe(200);
  await expect(alert).toHaveCount(0);
  await expectPlaying(pageB);
});

test('a visitor is not counted: two live tabs both play', async ({ context, request }) => {
  const [first, second] = await twoChannels(request);
  const pageA = await context.newPage();
  const pageB = await context.newPage();
  // Visitors do not ping at all; the video is what they see.
  await pageA.goto(`/live/${encodeURIComponent(first.id)}`);
  await expectPlaying(pageA);
  await pageB.goto(`/live/${encodeURIComponent(second.id)}`);
  await expectPlaying(pageB);
  await expect(pageB.getByText('Demasiados ecrãs ao mesmo tempo')).toHaveCount(0);
  // The first still plays alongside.
  const before = await pageA.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect
    .poll(() => pageA.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(before);
});
