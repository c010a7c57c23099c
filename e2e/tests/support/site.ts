import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The premium demo account of the README. */
export const DEMO = { email: 'demo@palco.pt', password: 'palco123' } as const;

const DEVICE_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-e2e' };

interface ApiAccount {
  email: string;
  first_name: string;
  last_name: string;
}

interface ApiProfile {
  name: string;
}

/**
 * The names the header may show for an account (a profile's name, or the account holder's name), read
 * from the API rather than copied from the seed.
 */
export async function accountNames(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string[]> {
  const login = await request.post('/api/v1/login', { form: { email, password }, headers: DEVICE_HEADERS });
  expect(login.ok(), `POST /api/v1/login answered ${login.status()}`).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { ...DEVICE_HEADERS, authorization: `Bearer ${token}` };
  const account = await request.get('/api/v1/account', { headers });
  expect(account.ok(), `GET /api/v1/account answered ${account.status()}`).toBe(true);
  const { first_name: first, last_name: last } = (await account.json()) as ApiAccount;
  const names = [first, `${first} ${last}`];
  const profiles = await request.get('/api/v1/profiles', { headers });
  if (profiles.ok()) {
    const body = (await profiles.json()) as { profiles: ApiProfile[] };
    names.push(...body.profiles.map((p) => p.name));
  }
  return [...new Set(names.filter((n) => n.trim() !== ''))];
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching any of `names` as a whole word. */
export const anyOf = (names: readonly string[]): RegExp =>
  new RegExp(`(^|\\W)(${names.map(escapeRegExp).join('|')})(\\W|$)`, 'u');

/** The login popup (account team's exposed module, shown by the shell's overlay host). */
export const loginDialog = (page: Page): Locator => page.getByRole('dialog');

export function submitButton(dialog: Locator): Locator {
  return dialog.locator('button[type="submit"], input[type="submit"]').first();
}

/** Opens the login popup from the header and signs in; waits for the header to show a signed-in viewer. */
export async function signIn(
  page: Page,
  email: string = DEMO.email,
  password: string = DEMO.password,
): Promise<void> {
  await page.getByTestId('login-button').click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill(password);
  await submitButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
}

type MarkedWindow = Window & { __palcoSameDocument?: boolean };

/** Marks the current document, so that `sameDocument` tells whether a navigation reloaded the page. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as MarkedWindow).__palcoSameDocument = true;
  });
}

export const sameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as MarkedWindow).__palcoSameDocument === true);

/**
 * Navigates inside the single-spa page the way its links do (history API, no document load) and checks
 * that the document really was kept.
 */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await markDocument(page);
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(await sameDocument(page), `navigating to ${path} reloaded the document`).toBe(true);
}

/** The element single-spa-layout mounts an application into; it has children once the app rendered. */
export const applicationRoot = (page: Page, app: string): Locator =>
  page.locator(`[id="single-spa-application:${app}"]`);

export async function expectApplicationMounted(page: Page, app: string): Promise<void> {
  await expect(
    applicationRoot(page, app).locator(':scope > *').first(),
    `${app} rendered nothing`,
  ).toBeAttached();
}

/**
 * Opens the account page from the header's profile menu and checks it came up in the same document
 * (guarded by `login`, it must not bounce home) with the account team's app mounted.
 */
export async function openAccountFromProfileMenu(page: Page): Promise<void> {
  await markDocument(page);
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menu').locator('a[href="/profile"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  expect(await sameDocument(page), 'the account link reloaded the page').toBe(true);
  await expectApplicationMounted(page, 'mfe-account');
}

/** The Lisbon date `days` from today, `YYYY-MM-DD`, as the guide names its days. */
export function lisbonDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The first link on the home page to a path under `prefix` (e.g. `/series/`). The rails below the first
 * screens build their cards as the viewer scrolls towards them, so this scrolls rail by rail, as a viewer
 * looking for one would, until a built rail has such a link.
 */
export async function homeLinkTo(page: Page, prefix: string): Promise<Locator> {
  const link = page.locator(`a[href^="${prefix}"]:visible`).first();
  const rails = page.getByTestId('rail');
  await expect(rails.first()).toBeVisible();
  for (const rail of await rails.all()) {
    if ((await link.count()) > 0) break;
    await rail.scrollIntoViewIfNeeded();
    await expect(rail.getByTestId('rail-placeholder')).toHaveCount(0);
  }
  await expect(link, `no link to ${prefix} on the home page`).toBeAttached();
  await link.scrollIntoViewIfNeeded();
  return link;
}
