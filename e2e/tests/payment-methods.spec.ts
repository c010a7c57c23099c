import { expect, test, type Page } from './support/test';
import { freshEmail, mailedCode, sandboxOrigin } from './support/accounts';
import { registrationDialog, SIGNUP_PASSWORD, submitRegistration } from './support/registration';
import { loginDialog, submitButton } from './support/site';
import { expectNoAxeViolations } from './support/axe';
import { choosePlanAndMethod, freeViewerOnPlans, payMonthlyWith } from './support/checkout';

/** What these tests read of a checkout (contracts' `Checkout`). */
interface Checkout {
  url: string;
  multibanco?: { entity: string; reference: string };
  transfer?: { iban: string; reference: string };
}

/** The checkout the token call answers next, as the API sent it (the sandbox's page is named in it). */
function nextCheckout(page: Page): Promise<Checkout> {
  return page
    .waitForResponse((response) => response.url().endsWith('/v1/subscription/token') && response.ok())
    .then(async (response) => (await response.json()) as Checkout);
}

/** The provider settles a checkout paid outside the site (an ATM, a bank), as its page's button would. */
async function settleAtProvider(page: Page, checkout: Checkout): Promise<void> {
  const answer = await page.request.post(checkout.url, { form: { outcome: 'success' } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const expectPremium = async (page: Page): Promise<void> => {
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByTestId('menu-subscribe')).toBeHidden();
};

test('PayPal: a cancelled order says so and charges nothing; paying then makes the viewer premium', async ({
  page,
}) => {
  await freeViewerOnPlans(page, 'paypal');
  const { dialog, provider } = await payMonthlyWith(page, /PayPal/);
  await provider.locator('button[value="cancel"]').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'A encomenda PayPal foi cancelada. Não foi cobrado nenhum valor.',
  );
  await expect(page.getByTestId('menu-subscribe')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.getByRole('radio', { name: /PayPal/ }).check();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await page.frameLocator('iframe[title="Página de pagamento"]').locator('button[value="success"]').click();
  await expect(page.getByRole('dialog', { name: 'Pagamento concluído' })).toContainText(
    'Já és Premium com o plano Mensal',
  );
  await expectPremium(page);
});

test('direct debit: a wrong IBAN is caught with what was typed kept, then the bank’s page debits the right one', async ({
  page,
}) => {
  await freeViewerOnPlans(page, 'debito');
  const dialog = await choosePlanAndMethod(page, /Mensal/, /Débito direto/);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const iban = dialog.getByRole('textbox', { name: 'IBAN' });
  await expect(dialog.getByRole('textbox', { name: 'Titular da conta' })).toHaveValue('Inês Pagadora');
  await iban.fill('PT50 0002 0123 1234 5678 9015 5');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('O IBAN não é válido. Confirma-o e tenta novamente.')).toBeVisible();
  await expect(iban).toHaveValue('PT50 0002 0123 1234 5678 9015 5');
  await expectNoAxeViolations(page);

  await iban.fill('PT50 0002 0123 1234 5678 9015 4');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const bank = page.frameLocator('iframe[title="Página de pagamento"]');
  // The bank's page knows only the last four characters of the account.
  await expect(bank.locator('#debit')).toHaveText('•••• 0154 (Inês Pagadora)');
  await bank.locator('button[value="success"]').click();
  await expect(page.getByRole('dialog', { name: 'Pagamento concluído' })).toBeVisible();
  await expectPremium(page);
});

test('Multibanco: the reference is shown, paid at an ATM, and the popup that was left open hears of it', async ({
  page,
}) => {
  await freeViewerOnPlans(page, 'multibanco');
  const dialog = await choosePlanAndMethod(page, /Mensal/, /Referência Multibanco/);
  const opened = nextCheckout(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const checkout = await opened;
  const details = dialog.getByTestId('multibanco-reference');
  await expect(details).toContainText('Entidade21800');
  const reference = checkout.multibanco?.reference ?? '';
  expect(reference).toMatch(/^\d{9}$/);
  await expect(details).toContainText(reference.replace(/(\d{3})(?=\d)/g, '$1 '));
  await expect(details).toContainText('6,99 €');
  await expectNoAxeViolations(page);

  // Nothing yet: "Já paguei" asks, and the reference stays.
  await dialog.getByRole('button', { name: 'Já paguei' }).click();
  await expect(details).toBeVisible();
  await settleAtProvider(page, checkout);
  await dialog.getByRole('button', { name: 'Já paguei' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamento concluído' })).toContainText('Mensal');
  await expectPremium(page);
});

test('bank transfer: the details to transfer to, and the plan once the bank receives the money', async ({
  page,
}) => {
  await freeViewerOnPlans(page, 'transferencia');
  const dialog = await choosePlanAndMethod(page, /Anual/, /Transferência bancária/);
  const opened = nextCheckout(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const checkout = await opened;
  const done = page.getByRole('dialog', { name: 'Pedido registado' });
  await expect(done).toContainText('Transfere 69,99 € para a conta abaixo');
  const details = done.getByTestId('transfer-details');
  await expect(details).toContainText('Palco Media, S.A.');
  await expect(details).toContainText(checkout.transfer?.reference ?? 'no reference');
  await expect(details).toContainText(checkout.transfer?.iban ?? 'no IBAN');
  await expectNoAxeViolations(page);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  // Not premium until the money arrives.
  await expect(page.getByTestId('menu-subscribe')).toBeVisible();

  await settleAtProvider(page, checkout);
  await page.goto('/profile/subscription');
  await expectPremium(page);
  await expect(page.getByText('Transferência bancária')).toBeVisible();
});

test('a new viewer pays for a plan before activating, is told to activate, and is premium once activated', async ({
  page,
  request,
}) => {
  const sandbox = await sandboxOrigin(request);
  const email = freshEmail('paga-antes');
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await loginDialog(page).getByRole('button', { name: 'Criar conta' }).click();
  await submitRegistration(page, registrationDialog(page), { email });
  const details = page.getByRole('dialog', { name: 'Completa o teu registo' });
  await details.getByLabel('Nome e apelido', { exact: true }).fill('Rita Antecipada');
  await details.getByLabel('Número', { exact: true }).fill('912345678');
  await details.getByRole('radio', { name: 'Feminino' }).check();
  await details.getByRole('button', { name: 'Continuar' }).click();

  // The plans now, the code later.
  const activation = page.getByRole('dialog', { name: 'Ativar a conta' });
  await activation.getByRole('button', { name: 'Escolher já um plano e ativar a conta depois' }).click();
  const plans = page.getByRole('dialog', { name: 'Adere ao Palco' });
  await expect(plans).toBeVisible();
  await plans.getByRole('radio', { name: /Mensal/ }).check();
  await plans.getByRole('button', { name: 'Continuar com este plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByRole('radio', { name: /Cartão/ }).check();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await page.frameLocator('iframe[title="Página de pagamento"]').locator('button[value="success"]').click();
  const done = page.getByRole('dialog', { name: 'Pagamento concluído' });
  await expect(done).toContainText(`Ativa a tua conta com o código que enviámos para ${email}`);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('login-button')).toBeVisible();

  // Signing in asks for the code first; once activated, the account signs in with its plan.
  await page.getByTestId('login-button').click();
  const login = loginDialog(page);
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(SIGNUP_PASSWORD);
  await submitButton(login).click();
  const activate = page.getByRole('dialog', { name: 'Ativar a conta' });
  const code = await mailedCode(request, sandbox, email, 'activation');
  await activate.getByLabel('Código de ativação', { exact: true }).fill(code);
  await activate.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).locator('input[name="password"]').fill(SIGNUP_PASSWORD);
  await submitButton(loginDialog(page)).click();
  await expectPremium(page);
});

test.describe('a viewer whose browser is French', () => {
  test.use({ locale: 'fr-FR' });

  test('pays by direct debit in French: the form, its check, the bank’s page and the success', async ({
    page,
  }) => {
    await freeViewerOnPlans(page, 'prelevement');
    await page.getByRole('radio', { name: /Mensal/ }).check();
    await page.getByRole('button', { name: 'Continuer avec cette offre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paiement' });
    await dialog.getByRole('radio', { name: 'Prélèvement bancaire' }).check();
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await expect(dialog.getByRole('textbox', { name: 'Titulaire du compte' })).toHaveValue('Inês Pagadora');
    await iban.fill('FR14 2004 1010 0505 0001 3M02 607');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog.getByText('Cet IBAN n’est pas valide. Vérifiez-le et réessayez.')).toBeVisible();
    await iban.fill('FR14 2004 1010 0505 0001 3M02 606');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    const bank = page.frameLocator('iframe[title="Page de paiement"]');
    await expect(bank.getByText('Compte à débiter')).toBeVisible();
    await bank.locator('button[value="success"]').click();
    await expect(page.getByRole('dialog', { name: 'Paiement effectué' })).toContainText(
      'Vous êtes Premium avec l’offre Mensal',
    );
  });
});
