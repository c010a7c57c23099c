import { expect, type Locator, type Page } from '@playwright/test';

/** Where the international pages keep the e-mail the partner frame sent (mfe-international). */
export const SIGNUP_EMAIL_KEY = 'palco.intl.signup-email';

/** The partner's embedded sign-up frame on /international. */
export const partnerFrame = (page: Page): Locator => page.getByTestId('intl-frame');

export const frameHeight = (frame: Locator): Promise<number> =>
  frame.evaluate((el) => Math.round(el.getBoundingClientRect().height));

/** The frame's height once the partner's page has reported its own and the page applied it. */
export async function settledHeight(frame: Locator): Promise<number> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const current = await frameHeight(frame);
        const settled = current === previous && current > 0;
        previous = current;
        return settled;
      },
      { message: 'the sign-up frame never settled on a height', intervals: [500] },
    )
    .toBe(true);
  return previous;
}

export interface ReceivedMessage {
  origin: string;
  data: unknown;
}

type LoggingWindow = Window & { __palcoReceived?: ReceivedMessage[] };

/** Records every message the page receives from now on (after the site's own listeners, registered earlier). */
export async function logReceivedMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: ReceivedMessage[] = [];
    (window as LoggingWindow).__palcoReceived = log;
    window.addEventListener('message', (event) => log.push({ origin: event.origin, data: event.data }));
  });
}

export const receivedMessages = (page: Page): Promise<ReceivedMessage[]> =>
  page.evaluate(() => (window as LoggingWindow).__palcoReceived ?? []);

/** What the page holds that a trusted message would change: its address, the kept e-mail, the frame's height. */
export async function frameFlowState(
  page: Page,
): Promise<{ path: string; email: string | null; height: number | null }> {
  const frame = partnerFrame(page);
  return {
    path: new URL(page.url()).pathname,
    email: await page.evaluate((key) => window.localStorage.getItem(key), SIGNUP_EMAIL_KEY),
    // Null once the frame is gone (the page went elsewhere).
    height: (await frame.count()) === 1 ? await frameHeight(frame) : null,
  };
}
