import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { INLINE_REMOTES_ID } from '../../contracts/src/apps.cjs';

/**
 * The versioning rule of docs/architecture.md, in the browser: a remote deployed on its own origin runs
 * with the shell's copy of the runtime library when the range it was built against allows that copy, and
 * fails into the shell's fallback — the rest of the page working — when it needs a newer one.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const sharedVersion = (
  JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;
const [major = 0, minor = 0] = sharedVersion.split('.').map(Number);
/** A range the shell's copy cannot satisfy: what a remote needing the next minor release declares. */
const NEXT_MINOR = `^${major}.${minor + 1}.0`;

/** Serves a built remote from its own origin, as its team's static host would (CORS, any path). */
function serveDist(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const found = file.startsWith(dir) && statSync(file, { throwIfNoEntry: false })?.isFile();
    response.setHeader('access-control-allow-origin', '*');
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.setHeader('content-type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Points the shell at another deployment of the checkout remote, for this page only: in the remotes list
 * the shell's server writes into each page, and in `/remotes.json`, which the shell reads when a page
 * carries no list. Returns the URLs the page then asks
 * of that deployment, so a test can tell it really ran.
 */
async function deployCheckoutAt(page: Page, server: Server): Promise<string[]> {
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const manifest = `${origin}/mf-manifest.json`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) asked.push(request.url());
  });
  // The page itself still comes from the site (a page fulfilled by the test would have no address, and
  // Chromium then refuses it the loopback origins); its list is rewritten as the parser adds it, before
  // the shell's deferred scripts read it.
  await page.addInitScript(
    ({ id, url }: { id: string; url: string }) => {
      new MutationObserver((_records, observer) => {
        const list = document.getElementById(id);
        if (!list?.textContent) return;
        const remotes = JSON.parse(list.textContent) as Record<string, string>;
        remotes.mfe_checkout = url;
        observer.disconnect();
        list.textContent = JSON.stringify(remotes);
      }).observe(document, { childList: true, subtree: true });
    },
    { id: INLINE_REMOTES_ID, url: manifest },
  );
  await page.route('**/remotes.json', async (route) => {
    const manifests = (await (await route.fetch()).json()) as Record<string, string>;
    manifests.mfe_checkout = manifest;
    await route.fulfill({ json: manifests, headers: { 'cache-control': 'no-cache' } });
  });
  return asked;
}

test.describe('remotes deployed apart from the shell', () => {
  // The deployment here is made by rewriting the list in the page, which the shell's server never learns
  // of; a real one changes the server's list, and with it the origins the page's policy allows.
  test.use({ bypassCSP: true });
  const builds: string[] = [];
  const servers: Server[] = [];
  test.afterAll(() => {
    for (const server of servers) server.close();
    for (const dir of builds) rmSync(dir, { recursive: true, force: true });
  });

  /** Builds the checkout remote the way its team would, requiring `range` of the runtime library. */
  function buildCheckout(range: string): string {
    const out = mkdtempSync(path.join(tmpdir(), 'palco-compat-'));
    builds.push(out);
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
        '--mode',
        'production',
        '--config',
        path.join(ROOT, 'mfe-checkout', 'webpack.config.cjs'),
        '--env',
        `requireShared=${range}`,
        '--output-path',
        out,
        '--devtool',
        'false',
      ],
      { cwd: path.join(ROOT, 'mfe-checkout'), stdio: 'pipe' },
    );
    return out;
  }

  test('a remote built against the shell’s release runs from its own origin', async ({ page }) => {
    test.setTimeout(240_000);
    const server = await serveDist(buildCheckout(`^${sharedVersion}`));
    servers.push(server);
    const asked = await deployCheckoutAt(page, server);
    await page.goto('/adira-ja');
    await expect(page.getByRole('heading', { level: 1, name: 'Adere já' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // It is that deployment that runs, not the site's own checkout.
    expect(asked.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });

  test('a remote that needs a newer runtime library fails into the fallback, not into misbehaviour', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const server = await serveDist(buildCheckout(NEXT_MINOR));
    servers.push(server);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await deployCheckoutAt(page, server);
    await page.goto('/adira-ja');

    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toHaveAttribute('data-app', 'mfe-checkout');
    // Loudly, and saying why: single-spa reports the federation runtime's refusal.
    expect(errors.join('\n')).toMatch(
      new RegExp(
        `@palco/shared does not satisfy the requirement of mfe_checkout which needs \\${NEXT_MINOR}`,
      ),
    );
    // The shell and the other teams' parts keep working.
    await page.getByTestId('login-button').click();
    await expect(page.getByRole('dialog').locator('input[name="email"]')).toBeVisible();
  });
});
