// What a cold visit makes the browser download, counted by the browser itself (Chrome DevTools Protocol):
// bytes on the wire (compressed bodies plus headers, as `encodedDataLength` reports them) and decoded bytes,
// for JavaScript the page runs, for what it prefetches while idle, and for everything, per origin. Used by `npm run bench` and by the browser test that holds
// each route to bench/budget.json.

/**
 * @typedef {{ url: string, origin: string, type: string, status: number, wire: number, decoded: number, prefetch: boolean }} Transfer
 * @typedef {{ wire: number, decoded: number, files: number }} Totals
 * @typedef {{ js: Totals, prefetched: Totals, all: Totals, transfers: Transfer[] }} VisitTransfer
 */

/** Adds up wire and decoded bytes and counts files. */
function total(transfers) {
  return transfers.reduce(
    (sum, transfer) => ({
      wire: sum.wire + transfer.wire,
      decoded: sum.decoded + transfer.decoded,
      files: sum.files + 1,
    }),
    { wire: 0, decoded: 0, files: 0 },
  );
}

/**
 * Opens `url` in a new page of `context` (which should be fresh, so the visit is cold) and waits until the
 * network has been idle for `idleMs` (default 1 s) after the load event, then says what was transferred.
 * Requests served from the memory or disk cache count 0 wire bytes, as on a real repeat visit.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{ idleMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<VisitTransfer>}
 */
export async function coldVisit(context, url, { idleMs = 1000, timeoutMs = 30_000 } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, Partial<Transfer> & { done?: boolean }>} */
  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    lastActivity = Date.now();
    // A link prefetch hint: what the page fetches at the lowest priority for where the viewer may go next.
    const purpose = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'sec-purpose');
    const prefetch =
      /prefetch/.test(purpose?.[1] ?? '') || (type === 'Other' && request.initialPriority === 'VeryLow');
    requests.set(requestId, {
      url: request.url,
      type: type ?? 'Other',
      status: 0,
      wire: 0,
      decoded: 0,
      prefetch,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    lastActivity = Date.now();
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    entry.type = type ?? entry.type;
    entry.mimeType = response.mimeType;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    lastActivity = Date.now();
    const entry = requests.get(requestId);
    if (entry) entry.decoded = (entry.decoded ?? 0) + dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now();
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { wire: encodedDataLength, done: true });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    lastActivity = Date.now();
    const entry = requests.get(requestId);
    if (entry) entry.done = true;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = [...requests.values()].some((entry) => !entry.done && entry.type !== 'Media');
    if (!pending && Date.now() - lastActivity >= idleMs) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cdp.detach();
  await page.close();

  const transfers = [...requests.values()]
    .filter((entry) => entry.url && !entry.url.startsWith('data:'))
    .map((entry) => ({
      url: /** @type {string} */ (entry.url),
      origin: new URL(/** @type {string} */ (entry.url)).origin,
      type: /** @type {string} */ (entry.type),
      status: entry.status ?? 0,
      wire: entry.wire ?? 0,
      decoded: entry.decoded ?? 0,
      prefetch: entry.prefetch ?? false,
    }));
  // What the page runs, apart from what it prefetches while idle for the links on screen (spec section 7).
  const scripts = transfers.filter((transfer) => transfer.type === 'Script' && !transfer.prefetch);
  const prefetched = transfers.filter((transfer) => transfer.prefetch);
  return { js: total(scripts), prefetched: total(prefetched), all: total(transfers), transfers };
}

/** Kilobytes as the issue tables write them (1 kB = 1,000 bytes). */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
