import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { DEVICE_HEADERS, freshEmail, mailedCode, sandboxOrigin, signUpThroughApi } from './support/accounts';
import { loginDialog, signIn } from './support/site';

const PASSWORD = 'aparelhos-2026';

/** A newcomer's account, activated through the mailed code. */
async function newAccount(request: APIRequestContext): Promise<string> {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('devices');
  await signUpThroughApi(request, origin, {
    email,
    password: PASSWORD,
    birthday: '1979-02-14',
    first_name: 'Vasco',
    last_name: 'Aparelho',
  });
  const code = await mailedCode(request, origin, email, 'activation');
  const activated = await request.post('/api/v1/validate', {
    headers: DEVICE_HEADERS,
    data: { email, code },
  });
  expect(activated.ok(), 'POST /api/v1/validate').toBe(true);
  return email;
}

test('a screen shows a TV code, a signed-in viewer pairs it at /apptv, and the screen is signed in', async ({
  browser,
  page,
  request,
}) => {
  const email = await newAccount(request);

  // The "TV": a browser of its own, which signs in with a code instead of a password.
  const tvContext = await browser.newContext();
  await tvContext.addInitScript(() => window.localStorage.setItem('palco.device-id', 'palco-e2e-tv'));
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByTestId('login-button').click();
  await loginDialog(tv).getByRole('button', { name: 'Entrar com um código noutro dispositivo' }).click();
  const shown = loginDialog(tv).getByText(/^[A-HJ-NP-Z2-9]{6}$/);
  await expect(shown).toBeVisible();
  const code = (await shown.textContent()) ?? '';
  await expect(loginDialog(tv).getByText(/O código muda daqui a/)).toBeVisible();

  // The viewer's own device: signed in, types the code (any case, with spaces) at /tv, which is /apptv.
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await page.goto('/tv');
  await expect(page).toHaveURL((url) => url.pathname === '/apptv');
  await page.getByLabel('Código da TV').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await page.getByRole('button', { name: 'Associar' }).click();
  await expect(page.getByText('Pronto! O ecrã vai entrar na tua conta dentro de momentos.')).toBeVisible();

  // The TV's next poll signs it in, to the same account.
  await expect(tv.getByTestId('profile-menu-button')).toBeVisible({ timeout: 20_000 });
  const token = await tv.evaluate(() => window.localStorage.getItem('palco.authorization'));
  const account = await request.get('/api/v1/account', {
    headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token ?? ''}` },
  });
  expect(((await account.json()) as { email: string }).email).toBe(email);

  // Both screens are the account's devices now.
  await page.goto('/profile/devices');
  await expect(page.getByText('2 de 10 dispositivos')).toBeVisible();
  await expect(page.getByText('Este dispositivo')).toBeVisible();
  await tvContext.close();
});

test('deleting an account takes an e-mailed code and the typed word; it cannot sign in after', async ({
  page,
  request,
}) => {
  const origin = await sandboxOrigin(request);
  const email = await newAccount(request);
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Apagar conta' }).click();
  const popup = page.getByRole('dialog', { name: /Apagar/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Enviar código' }).click();
  const code = await mailedCode(request, origin, email, 'account_deletion');
  await popup.getByLabel('Código recebido por e-mail').fill(code);
  await popup.getByLabel(/Para confirmar, escreve APAGAR/).fill('apagar já');
  await popup.getByRole('button', { name: 'Apagar a conta' }).click();
  await expect(popup.getByText('Escreve APAGAR para confirmar.')).toBeVisible();
  await popup.getByLabel(/Para confirmar, escreve APAGAR/).fill('APAGAR');
  await popup.getByRole('button', { name: 'Apagar a conta' }).click();

  await expect(page.getByText('A tua conta foi apagada.')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  const login = await request.post('/api/v1/login', {
    headers: DEVICE_HEADERS,
    form: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(401);
});
