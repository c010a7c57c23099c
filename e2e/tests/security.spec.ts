import { expect, test } from './support/test';

/**
 * The site under the policy its servers send (every other test fails on a violation too, through
 * support/test.ts): scripts only from the site and the remotes, none inline; no source maps for viewers.
 */

test('the page refuses a script that its servers did not send, and says so', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const flag = window as unknown as { inlineRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return flag.inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  // Provoked on purpose: checked here, so the watch of every test does not fail this one.
  cspViolations.length = 0;
});

test('the page’s policy names the remotes it loads from, and its answers the other headers', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const answer = await page.goto('/');
  await page.waitForLoadState('networkidle');
  const headers = answer!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(policy).toContain("frame-ancestors 'none'");
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  const origins = new Set(scripts.map((url) => new URL(url).origin));
  expect(origins.size).toBeGreaterThan(1); // the shell's and at least the home page's remote
  for (const origin of origins) {
    if (origin !== new URL(page.url()).origin) expect(scriptSources).toContain(origin);
  }
});

test('scripts name no source map, and no server hands one out', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    // The comment a build appends to its last line (style-loader's code mentions one in a string).
    expect(body, url).not.toMatch(/\/\/[#@] sourceMappingURL=\S+\s*$/);
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

test('the API answers across origins only to the site', async ({ request, baseURL }) => {
  const site = new URL(baseURL!).origin;
  const own = await request.get('/api/v1/setting', { headers: { origin: site } });
  expect(own.headers()['access-control-allow-origin']).toBe(site);
  const other = await request.get('/api/v1/setting', { headers: { origin: 'https://evil.example' } });
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  expect(other.headers()['content-security-policy']).toContain("default-src 'none'");
});
