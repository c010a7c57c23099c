import type { Page } from '@playwright/test';

/** The page's own first script, as its build names it. */
export const FIRST_SCRIPT = /^\/start\.[0-9a-f]+\.js$/;

/**
 * Records the API calls of the page whose path matches `wanted`: per path, the path of the script that asked
 * for each request (or the page's, for its own preloads), read from the innermost frame of the request's
 * stack through promise continuations. Start it before the page loads.
 */
export async function recordApiCalls(page: Page, wanted: RegExp): Promise<Map<string, string[]>> {
  const asked = new Map<string, string[]>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const { pathname } = new URL(request.url);
    if (!wanted.test(pathname)) return;
    let stack = initiator.stack;
    while (stack && stack.callFrames.length === 0) stack = stack.parent;
    const script = stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type;
    asked.set(pathname, [...(asked.get(pathname) ?? []), new URL(script, request.url).pathname]);
  });
  return asked;
}
