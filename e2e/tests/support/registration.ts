import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEVICE_HEADERS, mailedCode } from './accounts';

/**
 * The account team's registration popup as a viewer goes through it (spec section 5): step 1 with the
 * sandbox captcha, step 2 and activation by the mailed code. For flows that reach registration some other
 * way (the partner frame, an affiliate's sign-up route); `signup.spec.ts` checks the popup's own rules.
 */

export const SIGNUP_PASSWORD = 'registo-2024';

/** The registration popup, on its first step. */
export const registrationDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Criar conta' });

/** Ticks the sandbox widget in its frame and waits for the popup to hold the token. */
export async function passCaptcha(register: Locator): Promise<void> {
  const widget = register.frameLocator('iframe[title="Verificação de segurança"]');
  await widget.getByRole('checkbox').check();
  await expect(register.getByText('Verificação concluída.')).toBeVisible();
}

/**
 * Fills step 1 (the e-mail only when given: a flow may have prefilled it), passes the captcha and sends it;
 * returns the body of the `POST /api/v1/signup` the popup made, once the API created the account (201).
 */
export async function submitRegistration(
  page: Page,
  register: Locator,
  options: { email?: string; password?: string } = {},
): Promise<Record<string, unknown>> {
  if (options.email !== undefined) await register.getByLabel('E-mail', { exact: true }).fill(options.email);
  await register.getByLabel('Palavra-passe', { exact: true }).fill(options.password ?? SIGNUP_PASSWORD);
  await register.getByLabel('Dia', { exact: true }).selectOption('05');
  await register.getByLabel('Mês', { exact: true }).selectOption('03');
  await register.getByLabel('Ano', { exact: true }).selectOption('1990');
  await register.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await passCaptcha(register);

  const signup = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/signup' && response.request().method() === 'POST',
  );
  await register.getByRole('button', { name: 'Criar conta' }).click();
  const created = await signup;
  expect(created.status(), 'POST /api/v1/signup').toBe(201);
  return created.request().postDataJSON() as Record<string, unknown>;
}

/**
 * Step 2 (name, phone, gender) and the activation by the code mailed to `email`, read from the sandbox
 * mailbox at `sandbox`; returns once the activation popup has closed.
 */
export async function completeRegistration(
  page: Page,
  request: APIRequestContext,
  sandbox: string,
  email: string,
  name = 'Ana Registo',
): Promise<void> {
  const details = page.getByRole('dialog', { name: 'Completa o teu registo' });
  await expect(details).toBeVisible();
  await details.getByLabel('Nome e apelido', { exact: true }).fill(name);
  await details.getByLabel('Número', { exact: true }).fill('912345678');
  await details.getByRole('radio', { name: 'Feminino' }).check();
  await details.getByRole('button', { name: 'Continuar' }).click();

  const activation = page.getByRole('dialog', { name: 'Ativar a conta' });
  await expect(activation).toBeVisible();
  await expect(activation).toContainText(email);
  const code = await mailedCode(request, sandbox, email, 'activation');
  await activation.getByLabel('Código de ativação', { exact: true }).fill(code);
  await activation.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(activation).toBeHidden();
}

/**
 * Signs `email` in through the API and gives the page its token before any of the site's scripts run, as a
 * viewer who signed in on an earlier visit (the site's own origin only, not the frames of other origins).
 */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const login = await request.post('/api/v1/login', {
    form: { email, password },
    headers: DEVICE_HEADERS,
  });
  expect(login.ok(), `POST /api/v1/login as ${email} answered ${login.status()}`).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  // The API answers under the site's own origin (`/api`), where the page keeps its token.
  const siteOrigin = new URL(login.url()).origin;
  await page.addInitScript(
    ({ value, origin }) => {
      if (window.location.origin === origin) window.localStorage.setItem('palco.authorization', value);
    },
    { value: token, origin: siteOrigin },
  );
  return token;
}
