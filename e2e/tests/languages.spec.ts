import { expect, test, type Page } from './support/test';
import { createActiveAccount, freshEmail, mailedCode, sandboxOrigin } from './support/accounts';
import { loginDialog, submitButton } from './support/site';
import { homeMovie } from './support/api';

// The interface follows the browser's language (pt_PT, en and fr_FR; Portuguese otherwise), and a visitor
// may choose another in the footer. The words below are the account team's dictionaries'.
const PASSWORD = 'langues-2026';

test.describe('a visitor whose browser is French', () => {
  test.use({ locale: 'fr-FR' });

  test('signs up in French: the popup, its checks, activation and the signed-in header', async ({
    page,
    request,
  }) => {
    const origin = await sandboxOrigin(request);
    const email = freshEmail('francais');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.getByTestId('login-button').click();
    const login = page.getByRole('dialog', { name: 'Se connecter' });
    await expect(login).toBeVisible();
    await expect(login.getByText('Pas encore de compte ?')).toBeVisible();
    await login.getByRole('button', { name: 'Créer un compte' }).click();

    const register = page.getByRole('dialog', { name: 'Créer un compte' });
    await expect(register).toBeVisible();
    await expect(register.getByText('Étape 1 sur 2')).toBeVisible();
    const password = register.getByLabel('Mot de passe', { exact: true });
    await expect(register.getByLabel('E-mail', { exact: true })).toBeVisible();
    await expect(password).toHaveAccessibleDescription(/Au moins 8 caractères\./);
    await expect(register.getByLabel('Jour', { exact: true })).toBeVisible();
    await expect(register.getByLabel('Mois', { exact: true })).toBeVisible();
    await expect(register.getByLabel('Année', { exact: true })).toBeVisible();
    await expect(register.locator('iframe[title="Vérification de sécurité"]')).toBeVisible();

    // A password that is too short is said so in French, under the field; what was typed stays.
    await register.getByLabel('E-mail', { exact: true }).fill(email);
    await password.fill('court');
    await register.getByLabel('Jour', { exact: true }).selectOption('21');
    await register.getByLabel('Mois', { exact: true }).selectOption('06');
    await register.getByLabel('Année', { exact: true }).selectOption('1991');
    await register.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await register.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(register.getByRole('alert').first()).toContainText(
      'Indiquez votre e-mail, votre mot de passe et une date de naissance valide',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Votre mot de passe est trop court\./);
    await expect(register.getByText('Votre mot de passe est trop court.')).toBeVisible();
    await expect(register.getByLabel('E-mail', { exact: true })).toHaveValue(email);

    await password.fill(PASSWORD);
    await register.frameLocator('iframe[title="Vérification de sécurité"]').getByRole('checkbox').check();
    await expect(register.getByText('Vérification terminée.')).toBeVisible();
    const signup = page.waitForResponse(
      (response) => response.url().includes('/api/v1/signup') && response.request().method() === 'POST',
    );
    await register.getByRole('button', { name: 'Créer le compte' }).click();
    expect((await signup).status(), 'POST /api/v1/signup').toBe(201);

    // Step 2, in French too.
    const details = page.getByRole('dialog', { name: 'Terminez votre inscription' });
    await expect(details).toBeVisible();
    await expect(details.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(details.getByRole('radio', { name: 'Femme' })).toBeVisible();
    await details.getByLabel('Prénom et nom', { exact: true }).fill('Claire Dupont');
    await details.getByRole('button', { name: 'Continuer' }).click();

    // Activation: the mailed code, asked for in French.
    const activation = page.getByRole('dialog', { name: 'Activer votre compte' });
    await expect(activation).toBeVisible();
    await expect(activation).toContainText(`Nous avons envoyé un code à 6 chiffres à ${email}.`);
    const code = await mailedCode(request, origin, email, 'activation');
    await activation.getByLabel('Code d’activation', { exact: true }).fill(code);
    await activation.getByRole('button', { name: 'Activer', exact: true }).click();

    // Signed in, home, and still in French.
    await expect(activation).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Menu du profil de Claire' })).toBeVisible();
    await expect(page.getByTestId('menu-home')).toHaveText('Accueil');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu du profil de Claire' })).toBeVisible();
  });
});

/** Signs in from the header with a wrong password; the API refuses it. */
async function signInWithWrongPassword(page: Page, email: string): Promise<void> {
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill('not-the-password');
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/v1/login') && response.request().method() === 'POST',
  );
  await submitButton(login).click();
  expect((await refused).status(), 'POST /api/v1/login with a wrong password').toBe(401);
}

test.describe('a viewer whose browser is English', () => {
  test.use({ locale: 'en-GB' });

  test('is told in English that the e-mail or password is wrong', async ({ page, request }) => {
    const email = freshEmail('english');
    await createActiveAccount(request, await sandboxOrigin(request), {
      email,
      password: PASSWORD,
      birthday: '1986-12-02',
      first_name: 'Amy',
      last_name: 'Walker',
    });
    await page.goto('/');
    await signInWithWrongPassword(page, email);
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await expect(login.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await expect(login.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText('E-mail ou palavra-passe errados.')).toHaveCount(0);
  });
});

test('a Portuguese visitor who picks English in the footer is told the login error in English', async ({
  page,
  request,
}) => {
  const email = freshEmail('escolhe');
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password: PASSWORD,
    birthday: '1990-08-08',
    first_name: 'Rita',
    last_name: 'Idiomas',
  });
  await page.goto('/');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.getByLabel('Idioma', { exact: true }).selectOption('en');
  await expect(page.getByTestId('menu-home')).toHaveText('Home');
  await signInWithWrongPassword(page, email);
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Wrong e-mail or password.',
  );
});

/** The strings chunks (`…i18n-<locale>.<hash>.js`) a page asks for, by their name without the hash. */
function recordStringsChunks(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = /\/([\w-]*i18n-[\w]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) asked.add(name);
  });
  return asked;
}

/** The text of every script the page receives. */
function recordScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

test.describe('a first visit downloads the strings of its own language only', () => {
  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });

    test('the home, a title’s page and the consent manager speak English, with no Portuguese loaded', async ({
      page,
      request,
    }) => {
      const { path } = await homeMovie(request);
      const asked = recordStringsChunks(page);
      const scripts = recordScripts(page);

      await page.goto('/');
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' }).first()).toBeAttached();
      expect([...asked].sort()).toEqual(['catalogue-i18n-en', 'i18n-en']);
      // Not even in the apps' code: the shell's "Terminar sessão" and the catalogue's "Mostrar mais".
      const code = await Promise.all(scripts);
      expect(
        code.filter((text) => text.includes('Terminar sessão') || text.includes('Mostrar mais')),
      ).toEqual([]);

      await page.getByRole('button', { name: 'Privacy settings' }).click();
      const consent = page.getByRole('dialog', { name: 'Privacy settings' });
      await expect(consent.getByRole('button', { name: 'Accept all' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(consent).toBeHidden();

      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
      expect([...asked].sort()).toEqual(['catalogue-i18n-en', 'catalogue-page-title-i18n-en', 'i18n-en']);
    });
  });

  test('in Portuguese, the home loads the Portuguese strings and no other language’s', async ({ page }) => {
    const asked = recordStringsChunks(page);
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Seguintes' }).first()).toBeAttached();
    expect([...asked].sort()).toEqual(['catalogue-i18n-pt_PT', 'i18n-pt_PT']);
  });
});
