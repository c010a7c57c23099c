import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { DEVICE_HEADERS, freshEmail, mailedCode, sandboxOrigin, signUpThroughApi } from './support/accounts';
import { WCAG_22_AA } from './support/axe';
import { DEMO, loginDialog, submitButton } from './support/site';

const PASSWORD = 'registo-2024';

/** An account made through the API, not yet activated, as a viewer who never entered the code leaves it. */
async function createWaitingAccount(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<void> {
  await signUpThroughApi(request, origin, {
    email,
    password: PASSWORD,
    birthday: '1985-11-20',
    first_name: 'Rui',
    last_name: 'Espera',
  });
}

/** WCAG 2.2 AA inside the open dialog; the provider's own widget frame is the provider's to answer for. */
async function expectAccessibleDialog(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .include('dialog[open]')
    .exclude('dialog[open] iframe')
    .analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
    'axe-core found WCAG 2.2 AA violations in the dialog',
  ).toEqual([]);
}

async function openRegistration(page: Page): Promise<Locator> {
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Criar conta' }).click();
  const register = page.getByRole('dialog', { name: 'Criar conta' });
  await expect(register).toBeVisible();
  return register;
}

/** Ticks the sandbox widget in its frame and waits for the page to hold the token. */
async function passCaptcha(register: Locator): Promise<void> {
  const widget = register.frameLocator('iframe[title="Verificação de segurança"]');
  await widget.getByRole('checkbox').check();
  await expect(register.getByText('Verificação concluída.')).toBeVisible();
}

test('a visitor signs up in the popup, activates with the mailed code and lands home signed in', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  // Typed with capitals: registration lower-cases the e-mail (spec section 5).
  const typed = `Registo.${stamp}@Exemplo.PT`;
  const email = typed.toLowerCase();

  await page.goto('/perguntas-frequentes');
  const register = await openRegistration(page);
  await expect(register.getByText('Passo 1 de 2')).toBeVisible();
  await expectAccessibleDialog(page);

  // Every rule of section 5 is checked on the page first, each under its field.
  await register.getByRole('button', { name: 'Criar conta' }).click();
  await expect(register.getByRole('alert').first()).toContainText('Preenche o e-mail, a palavra-passe');
  await expect(register.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(register.getByText('Indica o teu e-mail.')).toBeVisible();
  await expect(register.getByText('Escolhe o dia, o mês e o ano em que nasceste.')).toBeVisible();
  await expect(
    register.getByText(
      'Para continuar, tens de aceitar os termos de utilização e a política de privacidade.',
    ),
  ).toBeVisible();

  await register.getByLabel('E-mail', { exact: true }).fill(typed);
  await register.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  const year = register.getByLabel('Ano', { exact: true });
  // The youngest year offered is this year minus the minimum age of 13.
  await expect(year.locator('option').nth(1)).toHaveText(String(new Date().getFullYear() - 13));
  await register.getByLabel('Dia', { exact: true }).selectOption('05');
  await register.getByLabel('Mês', { exact: true }).selectOption('03');
  await year.selectOption('1990');
  await register.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await expect(register.getByRole('checkbox', { name: /novidades e ofertas/ })).toBeChecked();
  await passCaptcha(register);

  const signup = page.waitForResponse(
    (response) => response.url().includes('/api/v1/signup') && response.request().method() === 'POST',
  );
  await register.getByRole('button', { name: 'Criar conta' }).click();
  const created = await signup;
  expect(created.status(), 'POST /api/v1/signup').toBe(201);
  expect(created.request().postDataJSON()).toMatchObject({
    email,
    birthday: '1990-03-05',
    agree: true,
    optin: true,
  });

  // Step 2: name, phone (dial code +351 by default, digits only) and gender.
  const details = page.getByRole('dialog', { name: 'Completa o teu registo' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Passo 2 de 2')).toBeVisible();
  await expect(details.getByLabel('Indicativo', { exact: true })).toHaveValue('PT');
  await details.getByLabel('Nome e apelido', { exact: true }).fill('Ana Registo');
  const number = details.getByLabel('Número', { exact: true });
  await number.pressSequentially('91e2 345-678');
  await expect(number).toHaveValue('912345678');
  await details.getByRole('radio', { name: 'Feminino' }).check();
  await expectAccessibleDialog(page);
  await details.getByRole('button', { name: 'Continuar' }).click();

  // Activation by the code mailed to the address, read from the sandbox mailbox.
  const activation = page.getByRole('dialog', { name: 'Ativar a conta' });
  await expect(activation).toBeVisible();
  await expect(activation).toContainText(email);
  await expectAccessibleDialog(page);
  const code = await mailedCode(request, origin, email, 'activation');
  await activation.getByLabel('Código de ativação', { exact: true }).fill(code);
  await activation.getByRole('button', { name: 'Ativar', exact: true }).click();

  await expect(activation).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByTestId('header-profile-name')).toHaveText(/Ana/);

  await page.reload();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();

  // The account is active and complete: it signs in, with what step 2 sent.
  const login = await request.post('/api/v1/login', {
    form: { email, password: PASSWORD },
    headers: DEVICE_HEADERS,
  });
  expect(login.status(), 'POST /api/v1/login with the new account').toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const account = await request.get('/api/v1/account', {
    headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
  });
  expect(await account.json()).toMatchObject({
    email,
    first_name: 'Ana',
    last_name: 'Registo',
    phone: '+351912345678',
    gender: 'f',
    birthday: '1990-03-05',
    completed: true,
    activated: true,
  });
});

test('an e-mail that has an account offers to sign in with it instead', async ({ page }) => {
  await page.goto('/');
  const register = await openRegistration(page);
  await register.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
  await register.getByLabel('Palavra-passe', { exact: true }).fill(DEMO.password);
  await register.getByLabel('Dia', { exact: true }).selectOption('12');
  await register.getByLabel('Mês', { exact: true }).selectOption('04');
  await register.getByLabel('Ano', { exact: true }).selectOption('1988');
  await register.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await passCaptcha(register);

  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/v1/signup') && response.request().method() === 'POST',
  );
  await register.getByRole('button', { name: 'Criar conta' }).click();
  expect((await refused).status(), 'POST /api/v1/signup with a taken e-mail').toBe(409);
  await expect(register.getByText('Este e-mail já tem uma conta.', { exact: false })).toBeVisible();
  await expect(register.getByLabel('E-mail', { exact: true })).toHaveValue(DEMO.email);
  // The captcha's token was spent: the widget asks again.
  await expect(register.getByText('Verificação concluída.')).toHaveCount(0);

  await register.getByRole('button', { name: 'Entrar com este e-mail' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login.locator('input[name="email"]')).toHaveValue(DEMO.email);
  await expect(login.locator('input[name="password"]')).toHaveValue(DEMO.password);
  await submitButton(login).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
});

test('signing in to an account that waits for its code opens activation, with a new code on request', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('espera');
  await createWaitingAccount(request, origin, email);
  const firstCode = await mailedCode(request, origin, email, 'activation');

  await page.goto('/');
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(PASSWORD);
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/v1/login') && response.request().method() === 'POST',
  );
  await submitButton(login).click();
  expect((await refused).status(), 'POST /api/v1/login before activation').toBe(423);

  const activation = page.getByRole('dialog', { name: 'Ativar a conta' });
  await expect(activation).toBeVisible();
  await expect(activation).toContainText('A tua conta ainda não está ativa.');
  await expect(activation).toContainText(email);
  await expect(page.getByTestId('login-button')).toBeVisible();

  await activation.getByRole('button', { name: 'Enviar um novo código' }).click();
  await expect(activation.getByRole('status')).toHaveText(`Enviámos um novo código para ${email}.`);
  await expect(activation.getByRole('button', { name: /Enviar um novo código \(\d+ s\)/ })).toBeDisabled();
  const newCode = await mailedCode(request, origin, email, 'activation', firstCode);

  // The new code voids the first one.
  const codeField = activation.getByLabel('Código de ativação', { exact: true });
  await codeField.fill(firstCode);
  await activation.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(activation.getByText('O código não está correto ou já foi usado.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await codeField.fill(newCode);
  await activation.getByRole('button', { name: 'Ativar', exact: true }).click();

  const again = page.getByRole('dialog', { name: 'Entrar' });
  await expect(again.getByRole('status')).toHaveText(
    'A tua conta está ativa. Entra com o teu e-mail e a tua palavra-passe.',
  );
  await expect(again.locator('input[name="email"]')).toHaveValue(email);
  await expect(again.locator('input[name="password"]')).toHaveValue(PASSWORD);
  await submitButton(again).click();
  await expect(again).toBeHidden();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
});
