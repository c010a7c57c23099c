import { expect, test } from './support/test';
import { freshEmail } from './support/accounts';
import { loginDialog } from './support/site';

test.describe('operator sign-in through the sandbox operators', () => {
  test('a MEO subscriber agrees to the terms, signs in at MEO and gives an e-mail in the reduced step', async ({
    page,
  }) => {
    const datalayer = (): Promise<unknown[]> =>
      page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);
    await page.goto('/filmes');
    await page.getByTestId('login-button').click();
    await loginDialog(page).getByRole('button', { name: 'Entrar com o teu operador' }).click();
    const operators = page.getByRole('dialog', { name: 'Entrar com o teu operador' });
    await operators.getByRole('button', { name: 'Entrar com MEO' }).click();
    expect(await datalayer()).toContainEqual({ event: 'enter_with_operator', operator: 'meo' });

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
    await complete.getByLabel('E-mail').fill(freshEmail('rosa'));
    await complete.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/filmes');
    await expect(page.getByTestId('header-profile-name')).toHaveText('Rosa');
    // An operator's account is not offered the plans after completing (spec section 4).
    await expect(page.getByRole('dialog', { name: 'Adere ao Palco' })).toHaveCount(0);
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
});
