import { expect, test, type Page } from './support/test';
import { DEVICE_HEADERS, freshEmail } from './support/accounts';
import { loginDialog } from './support/site';

/** Agrees to MEO's terms on /auth/meo and signs in on MEO's sandbox page as a new subscriber. */
async function signInAtMeo(page: Page, name: string): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Termos do operador' });
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar com MEO (sandbox)' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(freshEmail('meo'));
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/**
 * Holds MEO's answer instead of letting it reach the site: the sandbox's redirect back to
 * `/auth/meo?code=…&state=…` is read and replaced by a plain page on MEO's side, so the sign-in this browser
 * started stays pending. Returns the answer's address once MEO gave it.
 */
async function holdMeoAnswer(page: Page): Promise<() => Promise<URL>> {
  let answer: URL | null = null;
  const isDecision = (url: URL): boolean => url.pathname.endsWith('/sandbox/oauth/meo/authorize');
  await page.route(isDecision, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'];
    if (!location) return route.fulfill({ response });
    answer = new URL(location, route.request().url());
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pt"><title>Resposta retida</title><p>Resposta retida.</p></html>',
    });
  });
  return async () => {
    await expect.poll(() => answer?.href ?? null, { message: 'MEO never answered' }).not.toBeNull();
    await page.unroute(isDecision);
    if (!answer) throw new Error('MEO never answered');
    expect(answer.pathname, 'MEO answered somewhere else').toBe('/auth/meo');
    expect(answer.searchParams.get('code'), 'MEO answered without a code').toBeTruthy();
    return answer;
  };
}

/** Counts the page's code exchanges (`POST /api/v1/operator/login`). */
function countExchanges(page: Page): () => number {
  let exchanges = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/operator/login' && request.method() === 'POST') {
      exchanges += 1;
    }
  });
  return () => exchanges;
}

const signedInToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => window.localStorage.getItem('palco.authorization'));

test.describe('operator sign-in through the sandbox operators', () => {
  test('a MEO subscriber agrees to the terms, signs in at MEO and gives an e-mail in the reduced step', async ({
    page,
    request,
  }) => {
    const datalayer = (): Promise<unknown[]> =>
      page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);
    await page.goto('/');
    await page.getByTestId('login-button').click();
    await loginDialog(page).getByRole('button', { name: 'Entrar com o teu operador' }).click();
    const operators = page.getByRole('dialog', { name: 'Entrar com o teu operador' });
    await operators.getByRole('button', { name: 'Entrar com MEO' }).click();
    // The operator's event, with section 3's device info of a visitor beside it.
    expect(await datalayer()).toContainEqual(
      expect.objectContaining({
        event: 'enter_with_operator',
        operator: 'meo',
        platform: 'Web',
        device_type: 'Chrome',
        user_id: '',
        premium: '0',
      }),
    );

    // The terms must be agreed first.
    const terms = page.getByRole('dialog', { name: 'Termos do operador' });
    await terms.getByRole('button', { name: 'Continuar' }).click();
    await expect(terms.getByRole('alert')).toHaveText('Para continuar, aceita os termos.');
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continuar' }).click();

    // MEO's own (sandbox) page, on the API's origin; MEO keeps the e-mail to itself by default.
    await expect(page.getByRole('heading', { name: 'Entrar com MEO (sandbox)' })).toBeVisible();
    await expect(page.getByLabel('Partilhar o meu e-mail com o Palco')).not.toBeChecked();
    await page.getByLabel('Nome', { exact: true }).fill('Rosa Fibra');
    await page.getByLabel('E-mail', { exact: true }).fill(freshEmail('meo'));
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Back at /auth/meo: signed in, asked only for an e-mail, which may be skipped or given.
    const complete = page.getByRole('dialog', { name: 'Completa o teu perfil' });
    await expect(complete).toBeVisible();
    await expect(complete.getByRole('checkbox')).toHaveCount(0);
    await expect(complete.getByRole('button', { name: 'Terminar sessão' })).toHaveCount(0);
    const email = freshEmail('rosa');
    await complete.getByLabel('E-mail').fill(email);
    await complete.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('header-profile-name')).toHaveText('Rosa');
    // An operator's account is not offered the plans after completing (spec section 4).
    await expect(page.getByRole('dialog', { name: 'Adere ao Palco' })).toHaveCount(0);

    // The account is MEO's: its origin says so.
    const account = await request.get('/api/v1/account', {
      headers: { ...DEVICE_HEADERS, authorization: `Bearer ${await signedInToken(page)}` },
    });
    expect(account.status(), 'GET /api/v1/account').toBe(200);
    expect(await account.json()).toMatchObject({
      email,
      first_name: 'Rosa',
      completed: true,
      extraParameters: { origin: 'meo' },
    });
  });

  test('cancelling at the operator says so and offers to try again', async ({ page }) => {
    await page.goto('/auth/vodafone');
    const terms = page.getByRole('dialog', { name: 'Termos do operador' });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar com Vodafone (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cancelaste o início de sessão com Vodafone.');
    await page.getByRole('button', { name: 'Tentar outra vez' }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar com o teu operador' })).toBeVisible();
  });
  test('an answer with another state than the one sent is refused, without exchanging its code', async ({
    page,
  }) => {
    const exchanges = countExchanges(page);
    const answer = await holdMeoAnswer(page);
    await page.goto('/auth/meo');
    await signInAtMeo(page, 'Estado Trocado');
    const forged = await answer();
    expect(forged.searchParams.get('state'), 'MEO answered without the state').toBeTruthy();
    forged.searchParams.set('state', 'estado-de-outro-pedido');

    await page.goto(forged.href);
    await expect(page.getByRole('alert')).toHaveText('Não foi possível entrar.');
    await expect(page.getByRole('button', { name: 'Tentar outra vez' })).toBeVisible();
    expect(await signedInToken(page)).toBeNull();
    expect(exchanges(), 'the page exchanged a code it did not ask for').toBe(0);
    // The address no longer carries the answer.
    await expect(page).toHaveURL((url) => url.pathname === '/auth/meo' && url.search === '');
  });

  test('an answer used once is refused when it comes again', async ({ page }) => {
    const exchanges = countExchanges(page);
    const answer = await holdMeoAnswer(page);
    await page.goto('/auth/meo');
    await signInAtMeo(page, 'Rui Repetido');
    const genuine = await answer();

    // The answer as it came: signed in, then out again.
    await page.goto(genuine.href);
    const complete = page.getByRole('dialog', { name: 'Completa o teu perfil' });
    await complete.getByLabel('E-mail').fill(freshEmail('repetido'));
    await complete.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('header-profile-name')).toHaveText('Rui');
    expect(exchanges()).toBe(1);
    await page.getByTestId('profile-menu-button').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('login-button')).toBeVisible();

    // The same address again (from the history, or someone who saw it): no one is signed in.
    await page.goto(genuine.href);
    await expect(page.getByRole('alert')).toHaveText('Não foi possível entrar.');
    expect(await signedInToken(page)).toBeNull();
    expect(exchanges(), 'the page exchanged the used code again').toBe(1);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page.getByTestId('login-button')).toBeVisible();
  });
});
