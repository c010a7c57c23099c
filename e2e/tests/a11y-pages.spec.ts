import { expect, test, type Page } from './support/test';
import { findPlayableItem, slugify } from './support/api';
import { escapeRegExp } from './support/site';

/**
 * What every page gives a viewer who does not see it, or does not use a mouse: a skip link first in the
 * tab order, a tab title that says where they are, the interface in their language (chosen, or their
 * browser's on a first visit, with `<html lang>` to match), and for an address of no page a real 404.
 */

/** Drops focus so the next Tab starts again from the top of the document. */
const resetFocus = (page: Page): Promise<void> =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });

/** Whether the focused element lies inside the page's main region. */
const focusInMain = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const main = document.getElementById('main-content');
    return main !== null && document.activeElement !== main && main.contains(document.activeElement);
  });

test.describe('skip link', () => {
  for (const [path, ready] of [
    ['/', 'rail'],
    ['/contactos', 'page-contacts'],
  ] as const) {
    test(`on ${path} it is the first Tab stop, shows itself and moves focus to the main content`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await resetFocus(page);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar para o conteúdo principal' });
      await expect(skip).toBeFocused();
      // Out of sight until focused, then on screen with a visible focus outline.
      const box = await skip.boundingBox();
      expect(box, 'the focused skip link has no box').not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
      // Focus moved by script: the address did not change.
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === '');

      // The next Tab continues inside the main content, past the header.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => focusInMain(page), { message: 'Tab after the skip left the main content' })
        .toBe(true);
    });
  }
});

test.describe('page titles', () => {
  test('the shell’s pages, the 404 page and a remote’s page say where the viewer is', async ({ page }) => {
    await page.goto('/contactos');
    await expect(page.getByTestId('page-contacts')).toBeVisible();
    await expect(page).toHaveTitle('Contactos — Palco');

    await page.goto('/politica-privacidade');
    await expect(page).toHaveTitle('Política de privacidade — Palco');

    await page.goto('/nada-disto-existe');
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page).toHaveTitle('Página não encontrada — Palco');

    await page.goto('/adira-ja');
    await expect(page.getByRole('heading', { level: 1, name: 'Adere já' })).toBeVisible();
    await expect(page).toHaveTitle('Adere já — Palco');

    await page.goto('/search?query=maias');
    await expect(page).toHaveTitle('Resultados para «maias» — Palco');
  });

  test('a title’s page is named after the title', async ({ page, request }) => {
    const item = await findPlayableItem(request);
    await page.goto(`/content/${item.id}`);
    await expect(page.getByTestId('content-detail')).toBeVisible();
    await expect(page).toHaveTitle(`${item.title} — Palco`);

    // The player names it as its title bar does (an episode with its series, season and number).
    await page.goto(`/vod/${slugify(item.title)}/${item.id}`);
    await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(item.title)}.* — Palco$`));
  });

  test('the title follows navigation inside the page', async ({ page }) => {
    await page.goto('/termos-e-condicoes');
    await expect(page).toHaveTitle('Termos e condições — Palco');

    await page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Contactos' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contactos');
    await expect(page).toHaveTitle('Contactos — Palco');

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/termos-e-condicoes');
    await expect(page).toHaveTitle('Termos e condições — Palco');
  });
});

test.describe('language', () => {
  test('a visitor switches the language in the footer, and it survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('rail').first()).toBeVisible();
    const login = page.getByTestId('login-button');
    await expect(login).toContainText('Entrar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(login).toContainText('Sign in');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home — Palco');

    await page.reload();
    await expect(page.getByTestId('login-button')).toContainText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  test.describe('a first visit from a French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('is in French, with <html lang> to match', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('login-button')).toContainText('Se connecter');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
      await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr_FR');
      await expect(page).toHaveTitle('Accueil — Palco');
    });
  });
});

test.describe('HTTP status', () => {
  test('an unknown address answers 404 with the 404 page; a deep link of a route answers 200', async ({
    page,
  }) => {
    const unknown = await page.goto('/nada-disto-existe');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');

    // Below a page that has no sub-pages is unknown too.
    const belowContacts = await page.goto('/contactos/outra-coisa');
    expect(belowContacts?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toBeVisible();

    const known = await page.goto('/perguntas-frequentes');
    expect(known?.status()).toBe(200);
    await expect(page.getByTestId('page-faq')).toBeVisible();
  });
});
