import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { createActiveAccount, DEVICE_HEADERS, freshEmail, sandboxOrigin } from './support/accounts';
import { getJson } from './support/api';
import {
  frameFlowState,
  logReceivedMessages,
  partnerFrame,
  receivedMessages,
  settledHeight,
  SIGNUP_EMAIL_KEY,
} from './support/partner-frame';
import {
  completeRegistration,
  registrationDialog,
  SIGNUP_PASSWORD,
  signInWithToken,
  submitRegistration,
} from './support/registration';
import { DEMO, loginDialog } from './support/site';

const FROM_FRANCE = { 'CloudFront-Viewer-Country': 'FR' };

/** The international remote's logo, which its own header shows on every page of the flow. */
const internationalLogo = (page: Page): Locator =>
  page.getByRole('link', { name: 'Palco, página inicial internacional' });

const pathOf = (page: Page): string => new URL(page.url()).pathname;

async function monetizationIsOn(request: APIRequestContext): Promise<boolean> {
  const { monetization } = await getJson<{ monetization: number }>(request, '/v1/setting');
  return monetization === 1;
}

test.describe('a visitor from France', () => {
  test.use({ extraHTTPHeaders: FROM_FRANCE });

  test('lands in the international layout, signs up through the partner frame and reaches the plans', async ({
    page,
    request,
  }) => {
    const sandbox = await sandboxOrigin(request);
    const monetization = await monetizationIsOn(request);
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    // Typed with capitals: the page keeps the e-mail as registration will (lower case).
    const typed = `Viajante.${stamp}@Exemplo.FR`;
    const email = typed.toLowerCase();

    // The base layout's header and footer are the international ones.
    await page.goto('/');
    const header = page.locator('[data-testid=header][data-variant="international"]');
    await expect(header).toBeVisible();
    await expect(header.getByTestId('logo')).toHaveAttribute('href', '/international');
    await expect(page.getByTestId('menu-button')).toHaveCount(0);
    const footer = page.getByTestId('footer');
    await expect(footer.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
    if (monetization) await expect(footer.getByRole('link', { name: 'Código promocional' })).toBeVisible();
    await expect(footer.locator('a[href="/adira-ja"]')).toHaveCount(0);
    const enter = header.getByTestId('international-login');
    await expect(enter).toHaveText('Entrar');
    await expect(enter).toHaveAttribute('href', '/international/login');

    await enter.click();
    await expect(page).toHaveURL((url) => url.pathname === '/international/login');
    await expect(page.getByRole('heading', { name: 'Entra no Palco' })).toBeVisible();
    // The sign-in popup opens by itself; this visitor has no account yet and closes it.
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await internationalLogo(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/international');

    // The partner's page, on its own origin, takes the e-mail and posts it to the page.
    const partner = page.frameLocator('[data-testid=intl-frame]');
    await partner.getByRole('textbox').fill(typed);
    await partner.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/international/signup');
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGNUP_EMAIL_KEY)).toBe(email);

    // The account team's registration, opened by itself with the partner's e-mail.
    const register = registrationDialog(page);
    await expect(register).toBeVisible();
    await expect(register.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    const sent = await submitRegistration(page, register);
    expect(sent).toMatchObject({ email, agree: true });
    await completeRegistration(page, request, sandbox, email, 'Inês Viajante');

    // Signed up and activated: on to the plans, still in the international layout.
    await expect(page).toHaveURL((url) => url.pathname === '/international/subscribe');
    await expect(page.getByRole('dialog', { name: 'Adere ao Palco' })).toBeVisible();
    await expect(internationalLogo(page)).toBeVisible();
    await expect(internationalLogo(page)).toHaveAttribute('href', '/international');

    // The account remembers the country it was made from.
    const token = await page.evaluate(() => localStorage.getItem('palco.authorization'));
    expect(token, 'the page holds no token after activation').toBeTruthy();
    const account = await request.get('/api/v1/account', {
      headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
    });
    expect(account.status(), 'GET /api/v1/account').toBe(200);
    expect(await account.json()).toMatchObject({ email, country: 'FR', first_name: 'Inês', premium: false });
  });
});

test.describe('a visitor from Portugal', () => {
  test.use({ extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'PT' } });

  for (const path of ['/international', '/international/subscribe']) {
    test(`is sent home from ${path}, in the home layout`, async ({ page, request }) => {
      const monetization = await monetizationIsOn(request);
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('[data-testid=header][data-variant="home"]')).toBeVisible();
      await expect(page.getByTestId('logo')).toHaveAttribute('href', '/');
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(partnerFrame(page)).toHaveCount(0);
      await expect(internationalLogo(page)).toHaveCount(0);
      if (monetization) await expect(page.getByTestId('footer').locator('a[href="/adira-ja"]')).toBeVisible();
    });
  }
});

/**
 * Turns `flow_international_locked` on for this page: its `/api/v1/setting` answers are the API's own with
 * that one field changed. Returns how many answers were changed so far.
 */
async function lockInternationalFlow(page: Page): Promise<() => number> {
  let rewritten = 0;
  await page.route(
    (url) => url.pathname === '/api/v1/setting',
    async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      expect(settings, 'the settings no longer have flow_international_locked').toHaveProperty(
        'flow_international_locked',
      );
      rewritten += 1;
      await route.fulfill({ response, json: { ...settings, flow_international_locked: 1 } });
    },
  );
  return () => rewritten;
}

/** Pages a locked flow still lets a signed-in viewer open (spec section 2), and what they show. */
const EXEMPT_PAGES = [
  { path: '/perguntas-frequentes', heading: 'Perguntas frequentes' },
  { path: '/promo', heading: 'Código promocional' },
] as const;

test.describe('the locked international flow', () => {
  test.describe('an account made in France', () => {
    test.use({ extraHTTPHeaders: FROM_FRANCE });

    test('is kept on the plans, but may read the FAQ and use a promo code', async ({ page, request }) => {
      const sandbox = await sandboxOrigin(request);
      const email = freshEmail('trancado');
      await createActiveAccount(request, sandbox, {
        email,
        password: SIGNUP_PASSWORD,
        birthday: '1988-06-14',
        first_name: 'Luc',
        last_name: 'Trancado',
      });
      const rewritten = await lockInternationalFlow(page);
      const token = await signInWithToken(page, request, email, SIGNUP_PASSWORD);
      const account = await request.get('/api/v1/account', {
        headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
      });
      expect(await account.json()).toMatchObject({ country: 'FR', premium: false });

      await page.goto('/guia-tv');
      await expect(page).toHaveURL((url) => url.pathname === '/international/subscribe');
      await expect(page.getByRole('heading', { name: 'Escolhe o teu plano' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Adere ao Palco' })).toBeVisible();
      expect(rewritten(), 'the page never read the settings this test locked').toBeGreaterThan(0);

      for (const { path, heading } of EXEMPT_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Room for a late redirect once the account has loaded.
        await page.waitForTimeout(500);
        expect(pathOf(page), `the lock took the viewer away from ${path}`).toBe(path);
      }

      // Leaving an exempt page inside the single-spa page is locked as well.
      await page.evaluate(() => window.history.pushState(null, '', '/guia-tv'));
      await expect(page).toHaveURL((url) => url.pathname === '/international/subscribe');
    });
  });

  test('does not hold an account made in Portugal, even when it visits from France', async ({
    page,
    request,
  }) => {
    // Made without the header: an account of the home country.
    const sandbox = await sandboxOrigin(request);
    const email = freshEmail('casa');
    await createActiveAccount(request, sandbox, {
      email,
      password: SIGNUP_PASSWORD,
      birthday: '1984-02-03',
      first_name: 'Rita',
      last_name: 'Casa',
    });
    const rewritten = await lockInternationalFlow(page);
    await page.setExtraHTTPHeaders(FROM_FRANCE);
    const token = await signInWithToken(page, request, email, SIGNUP_PASSWORD);
    const account = await request.get('/api/v1/account', {
      headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
    });
    expect(await account.json()).toMatchObject({ country: 'PT', premium: false });

    await page.goto('/guia-tv');
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.locator('[data-testid=header][data-variant="home"]')).toBeVisible();
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/guia-tv');
    expect(rewritten(), 'the page never read the settings this test locked').toBeGreaterThan(0);
  });

  test('does not hold a premium account visiting from France', async ({ page, request }) => {
    const rewritten = await lockInternationalFlow(page);
    await page.setExtraHTTPHeaders(FROM_FRANCE);
    await signInWithToken(page, request, DEMO.email, DEMO.password);
    await page.goto('/guia-tv');
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/guia-tv');
    expect(rewritten(), 'the page never read the settings this test locked').toBeGreaterThan(0);
  });
});

const SENDERS = Array.from(
  { length: 20 },
  (_, index) => `http://sender-${String(index + 1).padStart(2, '0')}.test`,
);

/** A page that, once loaded, posts the three kinds of message to the window that opened it. */
function senderPage(messages: readonly unknown[]): string {
  return `<!doctype html><html lang="pt"><title>a enviar</title><script>
for (const message of ${JSON.stringify(messages)}) window.opener.postMessage(message, '*');
document.title = 'enviado';
</script></html>`;
}

test.describe('messages to the international page', () => {
  test.use({ extraHTTPHeaders: FROM_FRANCE });
  test.beforeEach(async ({ page }) => {
    await page.goto('/international');
    await expect(page).toHaveURL((url) => url.pathname === '/international');
    await expect(
      page.frameLocator('[data-testid=intl-frame]').getByRole('button', { name: 'Continuar' }),
    ).toBeVisible();
  });

  test('from 20 foreign origins change nothing', async ({ page, context }) => {
    const before = { ...(await frameFlowState(page)), height: await settledHeight(partnerFrame(page)) };
    const heights = SENDERS.map((_, index) => 300 + index * 17);
    expect(heights, 'pick other forged heights: the frame already has one of them').not.toContain(
      before.height,
    );
    // Each sender is a site of its own, served here instead of by a DNS name that does not exist.
    await context.route(/^http:\/\/sender-\d{2}\.test\//, (route) => {
      const index = SENDERS.indexOf(new URL(route.request().url()).origin);
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: senderPage([
          { email: `intruso${index}@exemplo.pt` },
          { userLogged: true },
          { iframeHeight: heights[index] },
        ]),
      });
    });
    await logReceivedMessages(page);

    for (const sender of SENDERS) {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate((href) => void window.open(href, '_blank'), `${sender}/mensagens`),
      ]);
      await expect(popup).toHaveTitle('enviado');
      await popup.close();
    }

    // Message events are dispatched asynchronously; once ours has seen all 60, the site's listener has too.
    await expect
      .poll(async () => {
        const fromSenders = (await receivedMessages(page)).filter((m) => SENDERS.includes(m.origin));
        return { messages: fromSenders.length, origins: new Set(fromSenders.map((m) => m.origin)).size };
      })
      .toEqual({ messages: SENDERS.length * 3, origins: SENDERS.length });
    // Room for anything the site would do after its listener ran (a state update, then a navigation).
    await page.waitForTimeout(500);

    expect(await frameFlowState(page)).toEqual(before);
  });

  test('malformed ones from the partner’s own origin change nothing', async ({ page }) => {
    const before = { ...(await frameFlowState(page)), height: await settledHeight(partnerFrame(page)) };
    const handle = await partnerFrame(page).elementHandle();
    const partner = await handle?.contentFrame();
    if (!partner) throw new Error('the partner frame has no document');
    const partnerOrigin = new URL(partner.url()).origin;
    expect(partnerOrigin, 'the partner frame is on the site’s own origin').not.toBe(
      new URL(page.url()).origin,
    );
    await logReceivedMessages(page);

    // Each one would be acted on if the page read it loosely: a number or a list for the e-mail, an e-mail
    // that is not one next to fields that would otherwise act, a string `true`, a height that is not one.
    const malformed: unknown[] = [
      { email: 42 },
      { email: ['intruso@exemplo.pt'] },
      { email: 'sem-arroba', userLogged: true, iframeHeight: before.height + 120 },
      { email: `${'a'.repeat(250)}@exemplo.pt` },
      { userLogged: 'true' },
      { iframeHeight: 'alta' },
      { iframeHeight: -40 },
      { iframeHeight: Number.POSITIVE_INFINITY },
      '{"email":"intruso@exemplo.pt"}',
      null,
    ];
    await partner.evaluate((messages) => {
      for (const message of messages) window.parent.postMessage(message, '*');
    }, malformed);

    await expect
      .poll(async () => (await receivedMessages(page)).filter((m) => m.origin === partnerOrigin).length)
      .toBeGreaterThanOrEqual(malformed.length);
    await page.waitForTimeout(500);

    expect(await frameFlowState(page)).toEqual(before);
  });
});
