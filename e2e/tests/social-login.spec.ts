import { expect, test, type Page } from './support/test';
import { freshEmail, mailedCode, sandboxOrigin } from './support/accounts';
import { loginDialog } from './support/site';

/** Opens the login popup and leaves for `provider`'s sandbox sign-in page on the API's origin. */
async function continueWith(page: Page, provider: string): Promise<void> {
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: `Continuar com ${provider}` }).click();
  await expect(page.getByRole('heading', { name: `Entrar com ${provider} (sandbox)` })).toBeVisible();
  expect(new URL(page.url()).port).toBe('4000');
  const challenge = new URL(page.url()).searchParams;
  expect(challenge.get('code_challenge_method')).toBe('S256');
  expect(challenge.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
}

/** What the person does on the provider's page: the name, the e-mail, whether to share it. */
async function signInAtProvider(page: Page, person: { name: string; email: string; share?: boolean }) {
  await page.getByLabel('Nome', { exact: true }).fill(person.name);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  if (person.share === false) await page.getByLabel('Partilhar o meu e-mail com o Palco').uncheck();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** A new social account completes its profile (terms), is offered the plans, and lands where it was. */
async function completeProfile(page: Page): Promise<void> {
  const complete = page.getByRole('dialog', { name: 'Completa o teu perfil' });
  await expect(complete).toBeVisible();
  await complete.getByRole('checkbox', { name: /termos de utilização/ }).check();
  await complete.getByRole('button', { name: 'Guardar' }).click();
  await expect(complete).toBeHidden();
  // Not premium: the checkout's plans are offered (spec section 4), and "continue free" closes them.
  const plans = page.getByRole('dialog', { name: 'Adere ao Palco' });
  await expect(plans).toBeVisible();
  await expect(plans.getByRole('radio').first()).toBeChecked();
  await plans.getByRole('button', { name: 'Continuar grátis' }).click();
  await expect(plans).toBeHidden();
}

test.describe('social sign-in through the sandbox providers', () => {
  test('Google: a first sign-in makes the account, completes the profile and comes back signed in', async ({
    page,
    request,
  }) => {
    const email = freshEmail('google');
    await page.goto('/filmes');
    await continueWith(page, 'Google');
    await signInAtProvider(page, { name: 'Rita Sousa', email });

    await completeProfile(page);
    await expect(page).toHaveURL((url) => url.pathname === '/filmes' && url.search === '');
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.getByTestId('header-profile-name')).toHaveText(/Rita/);

    // The second time the same person goes straight in, to the same account.
    const token = await page.evaluate(() => window.localStorage.getItem('palco.authorization'));
    expect(token).toBeTruthy();
    const account = await request.get('/api/v1/account', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(((await account.json()) as { email: string }).email).toBe(email);
  });

  test('Apple answers with a form post, which the API turns into the login callback', async ({ page }) => {
    await page.goto('/');
    await continueWith(page, 'Apple');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/social/callback',
    );
    await signInAtProvider(page, { name: 'Inês Maçã', email: freshEmail('apple') });
    expect((await posted).postData()).toContain('code=');
    // Leaving without completing: the next visit opens the step again (spec section 4, "At start").
    await expect(page.getByRole('dialog', { name: 'Completa o teu perfil' })).toBeVisible();
    await page.goto('/guia-tv');
    await completeProfile(page);
    await expect(page.getByTestId('header-profile-name')).toHaveText(/Inês/);
  });

  test('Facebook without the e-mail: complete-account, the mailed code, then in', async ({
    page,
    request,
  }) => {
    const origin = await sandboxOrigin(request);
    const email = freshEmail('facebook');
    await page.goto('/');
    await continueWith(page, 'Facebook');
    await signInAtProvider(page, { name: 'Nuno Calado', email, share: false });

    await expect(page.getByRole('heading', { name: 'Completa a tua conta' })).toBeVisible();
    await page.getByLabel('Nome completo').fill('Nuno Calado');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: /termos de utilização/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    const activation = page.getByRole('dialog', { name: 'Ativar a conta' });
    await expect(activation).toContainText(email);
    const code = await mailedCode(request, origin, email, 'activation');
    await activation.getByLabel('Código de ativação', { exact: true }).fill(code);
    await activation.getByRole('button', { name: 'Ativar', exact: true }).click();
    await expect(page.getByText('A tua conta está ativa. Entra outra vez com Facebook.')).toBeVisible();

    await page.getByRole('button', { name: 'Continuar com Facebook' }).click();
    await signInAtProvider(page, { name: 'Nuno Calado', email, share: false });
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.getByTestId('header-profile-name')).toHaveText(/Nuno/);
  });

  test('cancelling at the provider comes back signed out, with a way to try again', async ({ page }) => {
    await page.goto('/');
    await continueWith(page, 'Google');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cancelaste o início de sessão com Google.');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    expect(await page.evaluate(() => window.localStorage.getItem('palco.authorization'))).toBeNull();
    await page.getByRole('button', { name: 'Tentar outra vez' }).click();
    await expect(loginDialog(page)).toBeVisible();
  });
});
