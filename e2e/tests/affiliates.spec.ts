import { expect, test, type Page } from './support/test';
import { DEVICE_HEADERS, freshEmail, sandboxOrigin } from './support/accounts';
import {
  completeRegistration,
  registrationDialog,
  signInWithToken,
  submitRegistration,
} from './support/registration';
import { DEMO } from './support/site';

/** Where the site keeps the partner a viewer came through (shared's affiliate marker). */
const AFFILIATE_KEY = 'palco.affiliates';

const storedAffiliate = (page: Page): Promise<unknown> =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, AFFILIATE_KEY);

const dataLayer = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);

interface PlansCall {
  query: string;
  status: number;
}

/** Every `GET /api/v1/plan` the page makes from now on, with its query and the API's status. */
function recordPlansCalls(page: Page): PlansCall[] {
  const calls: PlansCall[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/v1/plan' && response.request().method() === 'GET') {
      calls.push({ query: url.search, status: response.status() });
    }
  });
  return calls;
}

test('a visitor who signs up on vodafone’s route carries its marker to sign-up, the plans and analytics', async ({
  page,
  request,
}) => {
  const sandbox = await sandboxOrigin(request);
  const email = freshEmail('vodafone');
  const plansCalls = recordPlansCalls(page);

  await page.goto('/affiliate/vodafone/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Palco com Vodafone' })).toBeVisible();
  // The sign-up route opens registration by itself.
  const register = registrationDialog(page);
  await expect(register).toBeVisible();
  expect(await storedAffiliate(page)).toMatchObject({ id: 'vodafone', savedAt: expect.any(Number) });
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({ event: 'affiliate_arrival', affiliate: 'vodafone', affiliate_route: 'signup' }),
  );

  const sent = await submitRegistration(page, register, { email });
  expect(sent).toMatchObject({ email, affiliate: 'vodafone' });

  const afterSignUp = plansCalls.length;
  await completeRegistration(page, request, sandbox, email, 'Vera Vodafone');

  // Signed in: on to the partner's subscribe route, with its plans in the checkout's popup.
  await expect(page).toHaveURL((url) => url.pathname === '/affiliate/vodafone/subscribe');
  const plans = page.getByRole('dialog', { name: 'Adere ao Palco' });
  await expect(plans).toBeVisible();
  // The partner's plan (name, price and period make its label), chosen already.
  await expect(plans.getByRole('radio', { name: /^Vodafone Palco Mensal.*5,49\s€ por mês$/ })).toBeChecked();
  await expect
    .poll(() => plansCalls.slice(afterSignUp), {
      message: 'no GET /api/v1/plan?affiliate=vodafone was answered after activation',
    })
    .toContainEqual({ query: '?affiliate=vodafone', status: 200 });
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({ event: 'affiliate_arrival', affiliate: 'vodafone' }),
  );

  // The account is the partner's.
  const token = await page.evaluate(() => localStorage.getItem('palco.authorization'));
  const account = await request.get('/api/v1/account', {
    headers: { ...DEVICE_HEADERS, authorization: `Bearer ${token}` },
  });
  expect(await account.json()).toMatchObject({ email, affiliate: 'vodafone', premium: false });
});

test('an unknown partner is said so, and leaves no marker', async ({ page }) => {
  await page.goto('/affiliate/meo');
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiro desconhecido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/adira-ja');
  expect(await storedAffiliate(page)).toBeNull();
  await expect(registrationDialog(page)).toHaveCount(0);
});

test('a premium viewer on a partner’s subscribe route goes to their subscription', async ({
  page,
  request,
}) => {
  await signInWithToken(page, request, DEMO.email, DEMO.password);
  await page.goto('/affiliate/nos/subscribe');
  await expect(page).toHaveURL((url) => url.pathname === '/profile/subscription');
  await expect(page.getByRole('dialog', { name: 'Adere ao Palco' })).toHaveCount(0);
});
