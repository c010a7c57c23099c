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
