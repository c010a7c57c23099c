import { expect, test, type Frame, type Page } from './support/test';
import { getJson, remoteOrigins } from './support/api';
import { frameHeight, settledHeight, SIGNUP_EMAIL_KEY } from './support/partner-frame';

interface MessageLog {
  received: unknown[];
}

/** Records every message the page receives, after the site's own listeners (registered earlier) ran. */
async function logMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: MessageLog = { received: [] };
    Object.assign(window, { __palcoMessages: log });
    window.addEventListener('message', (event) => log.received.push(event.data));
  });
}

const received = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as Window & { __palcoMessages?: MessageLog }).__palcoMessages?.received ?? []);

/**
 * Opens a window on another origin that will post messages to the page through `window.opener`: the page's
 * policy lets it frame only the partner's origins, but any site it opens, or that opens it, can still post.
 */
async function openSenderWindow(page: Page, url: string): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((href) => void window.open(href, '_blank'), url),
  ]);
  await popup.waitForLoadState();
  return popup;
}

/** Adds a frame that will post messages to the page, and returns it once its document has loaded. */
async function addSenderFrame(
  page: Page,
  name: string,
  attrs: { src?: string; srcdoc?: string },
): Promise<Frame> {
  await page.evaluate(
    ({ frameName, src, srcdoc }) =>
      new Promise<void>((resolve) => {
        const iframe = document.createElement('iframe');
        iframe.name = frameName;
        iframe.addEventListener('load', () => resolve(), { once: true });
        if (src) iframe.src = src;
        if (srcdoc) iframe.srcdoc = srcdoc;
        document.body.append(iframe);
      }),
    { frameName: name, src: attrs.src, srcdoc: attrs.srcdoc },
  );
  const frame = page.frame({ name });
  if (!frame) throw new Error(`frame ${name} did not appear`);
  return frame;
}

const FORGED_MESSAGES = [{ email: 'x@y.pt' }, { userLogged: true }, { iframeHeight: 123 }];

test.describe('international sign-up frame', () => {
  // The international flow is for viewers outside Portugal; the local site believes the CDN's country header.
  test.use({ extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'FR' } });
  test.beforeEach(async ({ page }) => {
    await page.goto('/international');
    await expect(page).toHaveURL((url) => url.pathname === '/international');
    await expect(page.getByTestId('intl-frame')).toBeVisible();
    // The frame is the partner's page on another origin.
    await expect(
      page.frameLocator('[data-testid=intl-frame]').getByRole('button', { name: 'Continuar' }),
    ).toBeVisible();
  });

  test('messages from origins outside the allow-list change nothing', async ({ page, request }) => {
    const { 'mfe-catalogue': catalogueOrigin } = await remoteOrigins(request);
    const frame = page.getByTestId('intl-frame');
    const height = await settledHeight(frame);
    expect(height, 'pick another forged height: the frame already has this one').not.toBe(123);
    await logMessages(page);

    // Another origin of ours (a remote's server) in a window the page opened, then the page's own origin
    // through a srcdoc frame.
    const otherOrigin = await openSenderWindow(page, `${catalogueOrigin}/not-a-page.txt`);
    await otherOrigin.evaluate((messages) => {
      for (const message of messages) (window.opener as Window).postMessage(message, '*');
    }, FORGED_MESSAGES);
    const sameOrigin = await addSenderFrame(page, 'untrusted-srcdoc', { srcdoc: '<p>srcdoc</p>' });
    await sameOrigin.evaluate((messages) => {
      for (const message of messages) window.parent.postMessage(message, '*');
    }, FORGED_MESSAGES);

    // Message events are dispatched asynchronously; once ours has seen all six, the site's listener has too.
    await expect
      .poll(async () => (await received(page)).length)
      .toBeGreaterThanOrEqual(FORGED_MESSAGES.length * 2);
    // Room for anything the site would do after its listener ran (a state update, then a navigation).
    await page.waitForTimeout(500);

    await expect(page).toHaveURL((url) => url.pathname === '/international');
    expect(await frameHeight(frame)).toBe(height);
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGNUP_EMAIL_KEY)).toBeNull();
  });

  test('the allow-list’s other origin (QA) is trusted as well', async ({ page, request }) => {
    const settings = await getJson<{ international_frame_origins: string[] }>(request, '/v1/setting');
    const frameSrc = (await page.getByTestId('intl-frame').getAttribute('src')) ?? '';
    const frameOrigin = new URL(frameSrc, page.url()).origin;
    const qaOrigin = settings.international_frame_origins.find((origin) => origin !== frameOrigin);
    test.skip(!qaOrigin, 'the allow-list holds only the frame’s own origin');

    // The same forging as above, from the allow-list's other entry: this time the page must act on it.
    // The partner's page on the QA origin, which the page's policy lets it frame as it frames production.
    const qa = await addSenderFrame(page, 'allowed-qa', { src: `${qaOrigin}/sandbox/international/signup` });
    await qa.evaluate(() => window.parent.postMessage({ email: 'qa@exemplo.pt' }, '*'));

    await expect(page).toHaveURL((url) => url.pathname === '/international/signup');
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGNUP_EMAIL_KEY)).toBe('qa@exemplo.pt');
  });

  test('an e-mail sent by the sign-up frame opens /international/signup', async ({ page }) => {
    const signup = page.frameLocator('[data-testid=intl-frame]');
    await signup.getByRole('textbox').fill('viajante@exemplo.pt');
    await signup.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/international/signup');
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGNUP_EMAIL_KEY)).toBe(
      'viajante@exemplo.pt',
    );
  });
});
