import { expect, test, type APIRequestContext } from './support/test';
import { DEVICE_HEADERS, freshEmail, mailedCode, sandboxOrigin, signUpThroughApi } from './support/accounts';
import { loginDialog, navigateClientSide, signIn, submitButton } from './support/site';

const OLD_PASSWORD = 'antiga-2024';
const NEW_PASSWORD = 'nova-senha-2025';

/** An active, complete account of its own, made and activated through the API as the site would. */
async function createAccount(request: APIRequestContext, origin: string, email: string): Promise<void> {
  await signUpThroughApi(request, origin, {
    email,
    password: OLD_PASSWORD,
    birthday: '1979-07-14',
    first_name: 'Marta',
    last_name: 'Chaves',
  });
  const code = await mailedCode(request, origin, email, 'activation');
  const validate = await request.post('/api/v1/validate', { headers: DEVICE_HEADERS, data: { code, email } });
  expect(validate.status(), 'POST /api/v1/validate').toBe(200);
}

/** What the API answers to a sign-in with this password: 200, or 401 for a wrong one. */
async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const response = await request.post('/api/v1/login', {
    form: { email, password },
    headers: DEVICE_HEADERS,
  });
  return response.status();
}

test('a forgotten password is reset with the mailed code, and the viewer signs in with the new one', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('esqueci');
  await createAccount(request, origin, email);

  // From the login popup's link, as a viewer who cannot remember gets there.
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await loginDialog(page).getByRole('link', { name: 'Esqueceste-te da palavra-passe?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/esqueci-password');
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' })).toBeVisible();
  await expect(page).toHaveTitle('Recuperar palavra-passe — Palco');

  await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Escolher uma nova palavra-passe' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  const code = await mailedCode(request, origin, email, 'password_reset');
  await page.getByLabel('Código recebido por e-mail', { exact: true }).fill(code);
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  // A confirmation that differs is refused on the page.
  await page.getByLabel('Confirmar a nova palavra-passe', { exact: true }).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Guardar a nova palavra-passe' }).click();
  await expect(page.getByText('As palavras-passe têm de ser iguais.')).toBeVisible();
  await page.getByLabel('Confirmar a nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  const reset = page.waitForResponse(
    (response) => response.url().includes('/api/v1/account/reset') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Guardar a nova palavra-passe' }).click();
  expect((await reset).status(), 'PUT /api/v1/account/reset').toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Palavra-passe alterada' })).toBeVisible();

  // Spec section 4: home after 5 seconds, where the login popup waits for the new password.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(NEW_PASSWORD);
  await submitButton(login).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();

  expect(await loginStatus(request, email, OLD_PASSWORD), 'the old password still signs in').toBe(401);
});

test('a signed-in viewer changes the password, a wrong current one being said under its field', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('mudar');
  await createAccount(request, origin, email);

  await page.goto('/');
  await signIn(page, email, OLD_PASSWORD);
  await navigateClientSide(page, '/mudar-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Mudar palavra-passe' })).toBeVisible();
  await expect(page).toHaveTitle('Mudar palavra-passe — Palco');

  const current = page.getByLabel('Palavra-passe atual', { exact: true });
  await current.fill('nao-e-esta-123');
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar a nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  const refused = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/account/password') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Mudar palavra-passe' }).click();
  expect((await refused).status(), 'PUT /api/v1/account/password with a wrong current password').toBe(403);

  // A 403, not a 401: the viewer stays signed in, on the page, with what was typed.
  await expect(page.getByText('A palavra-passe atual não está correta.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/mudar-password');
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await current.fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Mudar palavra-passe' }).click();
  await expect(page.getByText('A tua palavra-passe foi alterada.')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();

  expect(await loginStatus(request, email, NEW_PASSWORD), 'the new password does not sign in').toBe(200);
  expect(await loginStatus(request, email, OLD_PASSWORD), 'the old password still signs in').toBe(401);

  // The same page inside the profile area.
  await navigateClientSide(page, '/profile/update-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Mudar palavra-passe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar à minha conta' })).toHaveAttribute('href', '/profile');
});
