import { expect, test, type APIRequestContext } from './support/test';
import { DEVICE_HEADERS, freshEmail, mailedCode, sandboxOrigin, signUpThroughApi } from './support/accounts';
import { navigateClientSide, signIn } from './support/site';

const PASSWORD = 'dados-pessoais-24';

/** An active, complete account of its own, made and activated through the API as the site would. */
async function createAccount(request: APIRequestContext, origin: string, email: string): Promise<void> {
  await signUpThroughApi(request, origin, {
    email,
    password: PASSWORD,
    birthday: '1984-02-29',
    first_name: 'Marta',
    last_name: 'Chaves',
  });
  const code = await mailedCode(request, origin, email, 'activation');
  const validate = await request.post('/api/v1/validate', { headers: DEVICE_HEADERS, data: { code, email } });
  expect(validate.status(), 'POST /api/v1/validate').toBe(200);
}

test('a signed-in viewer edits name and phone on /profile/account; the header and a reload show them', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('dados');
  await createAccount(request, origin, email);

  await page.goto('/');
  await signIn(page, email, PASSWORD);
  const headerName = page.getByTestId('header-profile-name');
  await expect(headerName).toHaveText('Marta');

  await navigateClientSide(page, '/profile/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
  await expect(page).toHaveTitle('Dados pessoais — Palco');

  // What the account has: the e-mail read only, the name, no phone yet (so +351), the birthday picked.
  const emailField = page.getByLabel('E-mail', { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  const name = page.getByLabel('Nome e apelido', { exact: true });
  await expect(name).toHaveValue('Marta Chaves');
  const dial = page.getByLabel('Indicativo', { exact: true });
  const number = page.getByLabel('Número', { exact: true });
  await expect(dial).toHaveValue('PT');
  await expect(number).toHaveValue('');
  await expect(page.getByLabel('Dia', { exact: true })).toHaveValue('29');
  await expect(page.getByLabel('Mês', { exact: true })).toHaveValue('02');
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue('1984');

  await name.fill('Beatriz Conceição');
  await dial.selectOption('FR');
  await number.pressSequentially('6e12 345 678');
  await expect(number).toHaveValue('612345678');

  // Leaving with changes not saved asks first; staying keeps them, on the same page.
  await page.getByRole('link', { name: 'Voltar à minha conta' }).click();
  const ask = page.getByRole('dialog', { name: 'Guardar alterações?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/profile/account');
  await expect(name).toHaveValue('Beatriz Conceição');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/account') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  const answer = await saved;
  expect(answer.status(), 'PUT /api/v1/account').toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    first_name: 'Beatriz',
    last_name: 'Conceição',
    phone: '+33612345678',
    birthday: '1984-02-29',
  });
  await expect(page.getByText('Os teus dados foram guardados.')).toBeVisible();
  await expect(headerName).toHaveText('Beatriz');

  // Saved on the server: a new page load shows the same, the dial code found again by its prefix.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
  await expect(name).toHaveValue('Beatriz Conceição');
  await expect(dial).toHaveValue('FR');
  await expect(number).toHaveValue('612345678');
  await expect(headerName).toHaveText('Beatriz');

  // Nothing left unsaved: the way back to the account goes without asking.
  await page.getByRole('link', { name: 'Voltar à minha conta' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a viewer moves the account to a new e-mail, proven by the code mailed there, and signs in with it', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('mudanca');
  const wanted = freshEmail('mudanca-nova');
  await createAccount(request, origin, email);
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await navigateClientSide(page, '/profile/account');

  await page.getByRole('button', { name: 'Mudar o e-mail' }).click();
  // An address another account has: refused, with a free one suggested.
  await page.getByLabel('Novo e-mail').fill('family@palco.pt');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('button', { name: /^Usar family\d+@palco\.pt$/ })).toBeVisible();

  await page.getByLabel('Novo e-mail').fill(wanted);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(`Enviámos um código para ${wanted}.`)).toBeVisible();
  // Until the code comes back the account keeps its address.
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

  const code = await mailedCode(request, origin, wanted, 'email_change');
  await page.getByLabel('Código recebido no novo e-mail').fill(code);
  await page.getByRole('button', { name: 'Confirmar o novo e-mail' }).click();
  await expect(page.getByText(`A tua conta passou a usar ${wanted}.`)).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(wanted);

  const login = (address: string) =>
    request.post('/api/v1/login', { headers: DEVICE_HEADERS, form: { email: address, password: PASSWORD } });
  expect((await login(wanted)).status()).toBe(200);
  expect((await login(email)).status()).toBe(401);
});

test('a session that expires while the viewer edits keeps what they typed: sign in again, and save it', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('expira');
  await createAccount(request, origin, email);

  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await navigateClientSide(page, '/profile/account');
  const name = page.getByLabel('Nome e apelido', { exact: true });
  const number = page.getByLabel('Número', { exact: true });
  await expect(name).toHaveValue('Marta Chaves');
  await name.fill('Inês Expirada');
  await number.fill('912345678');

  // The session ends on the server (as signing out elsewhere or removing this device would end it).
  const token = await page.evaluate(() => window.localStorage.getItem('palco.authorization'));
  expect(token, 'the page holds a session token').toBeTruthy();
  const logout = await request.post('/api/v1/logout', {
    headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
  });
  expect(logout.ok(), 'POST /api/v1/logout').toBe(true);

  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  const notice = page.getByRole('dialog', { name: 'AVISO' });
  await expect(notice).toContainText('Parece que a tua sessão não está válida');
  await expect(page).toHaveURL((url) => url.pathname === '/profile/account');
  await notice.getByRole('button', { name: 'OK' }).click();

  const login = page.getByRole('dialog').filter({ has: page.locator('input[name="email"]') });
  await expect(login).toBeVisible();
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(PASSWORD);
  await login.locator('button[type="submit"]').click();
  await expect(login).toBeHidden();

  // Same page, same account: what was typed is back and can be saved.
  await expect(page).toHaveURL((url) => url.pathname === '/profile/account');
  await expect(name).toHaveValue('Inês Expirada');
  await expect(number).toHaveValue('912345678');
  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect(page.getByText('Os teus dados foram guardados.')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Inês Expirada');
});
