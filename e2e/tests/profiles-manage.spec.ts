import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEVICE_HEADERS, freshEmail, mailedCode, sandboxOrigin, signUpThroughApi } from './support/accounts';
import { type ApiItem, getJson, getScreen, getSections, slugify } from './support/api';
import { signIn } from './support/site';

const PASSWORD = 'perfis-2026';

/** A newcomer's account, activated through the mailed code: one master profile, as every account starts. */
async function newAccount(request: APIRequestContext): Promise<string> {
  const origin = await sandboxOrigin(request);
  const email = freshEmail('profiles');
  await signUpThroughApi(request, origin, {
    email,
    password: PASSWORD,
    birthday: '1984-06-01',
    first_name: 'Marta',
    last_name: 'Perfis',
  });
  const code = await mailedCode(request, origin, email, 'activation');
  const activated = await request.post('/api/v1/validate', {
    headers: DEVICE_HEADERS,
    data: { email, code },
  });
  expect(activated.ok(), 'POST /api/v1/validate').toBe(true);
  return email;
}

/** Types a PIN into the four boxes of the group `name`. */
async function typePin(page: Page, name: string, pin: string): Promise<void> {
  await page.getByRole('group', { name }).locator('input').first().click();
  await page.keyboard.type(pin);
}

async function createProfile(
  page: Page,
  profile: { name: string; pin?: string; kids?: boolean },
): Promise<void> {
  await page.goto('/profile/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar perfil' })).toBeVisible();
  await page.getByLabel('Nome do perfil').fill(profile.name);
  if (profile.kids) await page.getByRole('checkbox', { name: 'Perfil infantil' }).check();
  if (profile.pin) {
    await page.getByRole('checkbox', { name: /com um PIN/ }).check();
    await typePin(page, 'Novo PIN', profile.pin);
    await typePin(page, 'Confirmar o novo PIN', profile.pin);
  }
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText(`O perfil ${profile.name} foi criado.`)).toBeVisible();
}

/** A title rated above M/6, as a visitor finds it on the API's screens. */
async function titleAboveKids(request: APIRequestContext): Promise<ApiItem & { classification: string }> {
  for (const section of await getSections(request)) {
    const screen = await getScreen(request, section.screen);
    const found = screen.rails
      .flatMap((rail) => rail.contents as (ApiItem & { classification: string | null })[])
      .find((item) => item.type === 'MOVIE' && /^M\/1[68]$/.test(item.classification ?? ''));
    if (found) return found as ApiItem & { classification: string };
  }
  throw new Error('no screen holds a movie rated M/16 or M/18');
}

test('a newcomer makes a PIN profile and a kids profile; the PIN locks, the restriction holds', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await newAccount(request);
  await page.goto('/');
  await signIn(page, email, PASSWORD);

  await createProfile(page, { name: 'Pedro', pin: '2468' });
  await createProfile(page, { name: 'Miúdos', kids: true });

  // Pedro is locked: a wrong PIN empties the boxes and refocuses, the right one lets him in.
  await page.goto('/profile/switch-profile');
  await page.getByRole('button', { name: /^Pedro/ }).click();
  const pinPopup = page.getByRole('dialog', { name: 'Introduz o PIN' });
  await expect(pinPopup).toBeVisible();
  const boxes = pinPopup.getByRole('group').locator('input');
  await page.keyboard.type('1357');
  await expect(pinPopup.getByRole('alert')).toHaveText('PIN incorreto. Tenta outra vez.');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.type('2468');
  await expect(pinPopup).toBeHidden();
  await expect(page.getByTestId('header-profile-name')).toHaveText('Pedro');

  // The kids profile cannot find or open a title above its level.
  const title = await titleAboveKids(request);
  await page.goto('/profile/switch-profile');
  await page.getByRole('button', { name: /^Miúdos/ }).click();
  await expect(page.getByTestId('header-profile-name')).toHaveText('Miúdos');
  const search = await page.evaluate(async (text) => {
    const token = window.localStorage.getItem('palco.authorization') ?? '';
    const response = await fetch(`/api/v1/content/search/${encodeURIComponent(text)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { contents: { id: string }[] };
  }, title.title);
  expect(search.contents.map((item) => item.id)).not.toContain(title.id);
  // A visitor finds it by the same words.
  const open = await getJson<{ contents: { id: string }[] }>(
    request,
    `/v1/content/search/${encodeURIComponent(title.title)}`,
  );
  expect(open.contents.map((item) => item.id)).toContain(title.id);
  const refused = page.waitForResponse(
    (r) => r.url().includes(`/api/v1/content/item/${title.id}`) && r.request().method() === 'GET',
  );
  await page.goto(`/movie/${slugify(title.title)}/${title.id}`);
  expect((await refused).status()).toBe(403);
});
