import { expect, test, type Page, type Response } from './support/test';
import { findPlayableItem, remoteOrigins } from './support/api';
import { expectApplicationMounted, loginDialog, navigateClientSide } from './support/site';

/**
 * Strings only react-dom's client renderer carries (its devtools registration and its root container key),
 * kept by minifiers because they are string literals. Finding one in a remote's download means that remote
 * brought its own react-dom instead of using the shell's singleton.
 */
const REACT_DOM_MARKERS = ['rendererPackageName:"react-dom"', '__reactContainer$'];

interface Injection {
  rendererPackageName: string;
  version: string;
}

interface DevtoolsProbe {
  injections: Injection[];
}

/** A stand-in for React DevTools' global hook: every react-dom copy that starts registers itself with it. */
async function installDevtoolsProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: DevtoolsProbe = { injections: [] };
    const renderers = new Map<number, unknown>();
    const hook = {
      supportsFiber: true,
      renderers,
      inject(renderer: { rendererPackageName?: string; version?: string }): number {
        probe.injections.push({
          rendererPackageName: String(renderer.rendererPackageName),
          version: String(renderer.version),
        });
        const id = probe.injections.length;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot(): void {},
      onCommitFiberUnmount(): void {},
      onPostCommitFiberRoot(): void {},
      checkDCE(): void {},
    };
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook, __palcoDevtoolsProbe: probe });
  });
}

const injections = (page: Page): Promise<Injection[]> =>
  page.evaluate(
    () =>
      (window as Window & { __palcoDevtoolsProbe?: DevtoolsProbe }).__palcoDevtoolsProbe?.injections ?? [],
  );

interface Script {
  url: string;
  body: string;
}

/** Every JavaScript file the page downloads, with its text. */
function collectScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.status() !== 200 || !url.pathname.endsWith('.js')) return;
    // A hint's answer the page navigated away from keeps no body to read; the script itself, when it
    // runs, is another response with one.
    pending.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((script): script is Script => script !== null);
}

const hasReactDom = (body: string): boolean => REACT_DOM_MARKERS.some((marker) => body.includes(marker));

test('the whole site runs on one React: every remote uses the shell’s react-dom', async ({
  page,
  request,
}) => {
  const item = await findPlayableItem(request);
  const origins = Object.values(await remoteOrigins(request));
  await installDevtoolsProbe(page);
  const scripts = collectScripts(page);

  // The international remote's pages are for viewers outside Portugal, so the page loads as from France;
  // the rest of the walk is client-side, in the same page, where the API is asked without that header.
  await page.setExtraHTTPHeaders({ 'CloudFront-Viewer-Country': 'FR' });
  await page.goto('/international');
  await expect(page.getByTestId('intl-frame')).toBeVisible();
  await page.setExtraHTTPHeaders({});
  const shellOrigin = new URL(page.url()).origin;

  await navigateClientSide(page, '/');
  await expect(page.getByTestId('rail').first()).toBeVisible();

  // The account team's login popup, shown inside the shell's overlay host; for a visitor from abroad the
  // header's sign-in leads to the international login page, which opens it.
  await navigateClientSide(page, '/international/login');
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  await navigateClientSide(page, '/adira-ja');
  await expectApplicationMounted(page, 'mfe-checkout');

  await navigateClientSide(page, `/vod/${encodeURIComponent(item.id)}`);
  await expect(page.getByTestId('video')).toBeVisible();

  const renderers = await injections(page);
  expect(renderers, 'react-dom registered with DevTools more than once (or never)').toHaveLength(1);
  expect(renderers[0]?.rendererPackageName).toBe('react-dom');

  const downloaded = await scripts();
  const fromRemotes = downloaded.filter((s) => origins.some((origin) => s.url.startsWith(`${origin}/`)));
  for (const origin of origins) {
    expect(
      fromRemotes.some((s) => s.url.startsWith(`${origin}/`)),
      `nothing was downloaded from ${origin}: the walk did not reach that remote`,
    ).toBe(true);
  }
  // The markers must be what the shell's own react-dom contains, or the check below proves nothing.
  expect(
    downloaded.some((s) => s.url.startsWith(`${shellOrigin}/`) && hasReactDom(s.body)),
    'no script of the shell carries the react-dom markers',
  ).toBe(true);
  const copies = fromRemotes.filter((s) => hasReactDom(s.body)).map((s) => s.url);
  expect(copies, 'remotes downloaded their own copy of react-dom').toEqual([]);
});
