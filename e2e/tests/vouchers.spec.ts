import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { createActiveAccount, freshEmail, sandboxOrigin } from './support/accounts';
import { getJson, getScreen, getSections, type ApiItem } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, loginDialog, signIn, submitButton } from './support/site';

// The demo codes (the API's seed): each prepaid or promotion code redeems once per account, so every test
// that redeems one has an account of its own; a wrong code counts against the address (10 in 15 minutes),
// so the suite tries few.
const PASSWORD = 'voucher-2026';

/** A free account of its own (a new account has no plan), active and ready to sign in. */
async function freeAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = freshEmail(label);
  await createActiveAccount(request, await sandboxOrigin(request), {
    email,
    password: PASSWORD,
    birthday: '1988-09-14',
    first_name: 'Sara',
    last_name: 'Voucher',
  });
  return email;
}

/** A released premium movie or episode with a stream, found on the API's screens. */
async function premiumTitle(request: APIRequestContext): Promise<ApiItem> {
  const nowSeconds = Date.now() / 1000;
  for (const section of await getSections(request)) {
    for (const rail of (await getScreen(request, section.screen)).rails) {
      const found = rail.contents.find(
        (item) =>
          item.premium &&
          item.media_id !== null &&
          (item.type === 'MOVIE' || item.type === 'EPISODE') &&
          (item.release_date === null || item.release_date <= nowSeconds),
      );
      if (found) return found;
    }
  }
  throw new Error('no screen of the API holds a released premium title with a stream');
}

/**
 * A free viewer signed in, with the header offering "Aderir", who is then offered the subscription popup.
 * The header's "Aderir" is a link to the plans page (/adira-ja), which has no voucher choice; the popup is
 * what a free viewer gets when a premium title's free time runs out (the API runs these with 6 s of it).
 */
async function freeViewerOfferedPlans(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<Locator> {
  const [email, title, settings] = await Promise.all([
    freeAccount(request, label),
    premiumTitle(request),
    getJson<{ video_time_limit: number }>(request, '/v1/setting'),
  ]);
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('menu-subscribe'), 'a free viewer is offered "Aderir"').toHaveText('Aderir');
  await page.goto(`/vod/${encodeURIComponent(title.id)}`);
  const plans = page.getByRole('dialog', { name: 'Adere ao Palco' });
  await expect(plans).toBeVisible({ timeout: (settings.video_time_limit + 15) * 1000 });
  await expect(plans.getByRole('radio').first()).toBeChecked();
  return plans;
}

/** The voucher view, from the subscription popup's "Usar um voucher". */
async function openVoucherView(page: Page, plans: Locator): Promise<Locator> {
  await plans.getByRole('button', { name: 'Usar um voucher' }).click();
  const voucher = page.getByRole('dialog', { name: 'Usar um voucher' });
  await expect(voucher).toBeVisible();
  await expect(plans).toBeHidden();
  return voucher;
}

/** Types `code` into the voucher form inside `scope` and checks it. */
async function checkCode(scope: Locator | Page, code: string): Promise<void> {
  await scope.getByLabel('Código do voucher', { exact: true }).fill(code);
  await scope.getByRole('button', { name: 'Verificar', exact: true }).click();
}

/** The calls to `GET /api/v1/voucher/…` the page makes from now on. */
function voucherCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/voucher/')) calls.push(request.url());
  });
  return calls;
}

test('a free viewer redeems a prepaid code from the subscription popup and is premium at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const plans = await freeViewerOfferedPlans(page, request, 'prepago');
  const voucher = await openVoucherView(page, plans);
  const field = voucher.getByLabel('Código do voucher', { exact: true });
  await expect(field, 'the voucher view opens with the cursor in its field').toBeFocused();

  // Typed as a viewer might copy it: spaces around it and in lower case.
  await checkCode(voucher, ' palco30 ');
  const unlocked = voucher.getByRole('region', { name: 'Voucher PALCO30' });
  await expect(unlocked).toBeVisible();
  await expect(unlocked).toContainText('30 dias do plano Mensal, já pagos.');
  await expect(unlocked).toContainText(/Com o voucher: grátis \(em vez de .*€/);
  await expect(unlocked).toContainText('Sem renovação automática.');
  await expectNoAxeViolations(page);

  await unlocked.getByRole('button', { name: 'Aderir com este voucher' }).click();
  const applied = page.getByRole('dialog', { name: 'Voucher aplicado' });
  await expect(applied).toContainText('O voucher PALCO30 foi aplicado à tua conta');
  await expect(applied).toContainText('já és Premium com o plano Mensal');
  // The account reloads: premium now, the header no longer offers plans.
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);
  await applied.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(applied).toBeHidden();
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);

  // The server holds it.
  await page.reload();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByTestId('menu-home')).toBeVisible();
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);
});

test('the voucher view goes back to the plans with its button and with Escape', async ({ page, request }) => {
  test.setTimeout(90_000);
  const plans = await freeViewerOfferedPlans(page, request, 'voltar');

  let voucher = await openVoucherView(page, plans);
  await voucher.getByRole('button', { name: 'Voltar aos planos' }).click();
  await expect(voucher).toBeHidden();
  await expect(plans).toBeVisible();
  await expect(plans.getByRole('radio').first()).toBeChecked();

  voucher = await openVoucherView(page, plans);
  await expect(voucher.getByLabel('Código do voucher', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(voucher).toBeHidden();
  await expect(plans).toBeVisible();
  await expect(plans.getByRole('button', { name: 'Usar um voucher' })).toBeVisible();
});

test('/promo: a code that expired is refused under the field, which keeps it; an empty one is not sent', async ({
  page,
}) => {
  const calls = voucherCalls(page);
  await page.goto('/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Código promocional' })).toBeVisible();
  const field = page.getByLabel('Código do voucher', { exact: true });

  // Nothing typed (spaces only): the form says so and asks nothing.
  await checkCode(page, '   ');
  await expect(page.getByText('Escreve o código do voucher.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  expect(calls, 'an empty code was sent').toEqual([]);

  const refused = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/v1/voucher/'),
  );
  await checkCode(page, 'EXPIRADO');
  expect((await refused).status(), 'GET /api/v1/voucher/EXPIRADO').toBe(400);
  await expect(field).toHaveAccessibleDescription('Este código não é válido, já expirou ou já foi usado.');
  await expect(page.getByText('Este código não é válido, já expirou ou já foi usado.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('EXPIRADO');
  await expect(page.getByRole('region', { name: /^Voucher / })).toHaveCount(0);
  expect(calls).toHaveLength(1);

  // Correcting the code clears the refusal.
  await field.press('Backspace');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Este código não é válido, já expirou ou já foi usado.')).toHaveCount(0);
});

test('a visitor with a promo link signs in on the way and joins with the code', async ({ page, request }) => {
  const email = await freeAccount(request, 'verao');
  await page.goto('/promo?code=VERAO');
  await expect(page.getByRole('heading', { level: 1, name: 'Código promocional' })).toBeVisible();
  await expect(page.getByLabel('Código do voucher', { exact: true })).toHaveValue('VERAO');
  let unlocked = page.getByRole('region', { name: 'Voucher VERAO' });
  await expect(unlocked).toContainText('30 dias do plano Mensal oferecidos.');
  await expect(unlocked).toContainText('Para usares o voucher, entra na tua conta ou cria uma.');

  await unlocked.getByRole('button', { name: 'Aderir com este voucher' }).click();
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await expect(login.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(PASSWORD);
  await submitButton(login).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();

  // Back on the code, checked again for the viewer now signed in.
  await expect(page).toHaveURL((url) => url.pathname === '/promo' && url.search === '?code=VERAO');
  unlocked = page.getByRole('region', { name: 'Voucher VERAO' });
  await expect(unlocked).toBeVisible();
  await expect(unlocked).not.toContainText('entra na tua conta');
  await unlocked.getByRole('button', { name: 'Aderir com este voucher' }).click();

  const applied = page.getByRole('dialog', { name: 'Voucher aplicado' });
  await expect(applied).toContainText('Bem-vindo ao Palco!');
  await expect(applied).toContainText('o voucher VERAO já foi aplicado');
  await expect(applied).toContainText('és Premium com o plano Mensal');
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);
  await applied.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a product code discounts the payment: 3,99 € for the first month, then premium', async ({
  page,
  request,
}) => {
  const email = await freeAccount(request, 'menos3');
  await page.goto('/promo');
  await signIn(page, email, PASSWORD);
  await checkCode(page, 'MENOS3');
  const unlocked = page.getByRole('region', { name: 'Voucher MENOS3' });
  await expect(unlocked).toContainText(/Desconto de 3,00\s€ no plano Mensal\./);
  await expect(unlocked).toContainText(/Com o voucher: 3,99\s€/);

  await unlocked.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/adira-ja' &&
      url.searchParams.get('plan') === 'plan-monthly' &&
      url.searchParams.get('voucher') === 'MENOS3',
  );
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toContainText(/Com o voucher MENOS3 pagas 3,99\s€ neste pagamento\./);

  await payment.getByRole('radio', { name: /Cartão/ }).check();
  await payment.getByRole('button', { name: 'Continuar' }).click();
  await expect(payment.locator('iframe[title="Página de pagamento"]')).toBeVisible();
  const provider = page.frameLocator('iframe[title="Página de pagamento"]');
  // The provider charges what the checkout priced with the voucher, not the plan's full price.
  await expect(provider.getByText(/3,99\s€/).first()).toBeVisible();
  await provider.locator('button[name="outcome"][value="success"]').click();

  const success = page.getByRole('dialog', { name: 'Pagamento concluído' });
  await expect(success).toContainText('Já és Premium com o plano Mensal');
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);
});

test('a premium viewer is told a voucher cannot be used over a plan in force', async ({ page }) => {
  await page.goto('/promo');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('menu-subscribe')).toHaveCount(0);
  await checkCode(page, 'PALCO30');
  const unlocked = page.getByRole('region', { name: 'Voucher PALCO30' });
  await unlocked.getByRole('button', { name: 'Aderir com este voucher' }).click();
  await expect(unlocked.getByRole('alert')).toHaveText(
    'Já tens um plano ativo: não é possível usar um voucher enquanto o plano estiver em vigor.',
  );
  await expect(page.getByRole('dialog', { name: 'Voucher aplicado' })).toHaveCount(0);
  // Nothing lost: the code is still there to see.
  await expect(page.getByLabel('Código do voucher', { exact: true })).toHaveValue('PALCO30');
});
