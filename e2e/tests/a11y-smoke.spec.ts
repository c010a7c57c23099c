import { expect, test, type Locator, type Page } from './support/test';
import { loginDialog } from './support/site';

/** Whether the focused element lies inside `container`. */
const focusInside = (container: Locator): Promise<boolean> =>
  container.evaluate((el) => document.activeElement !== null && el.contains(document.activeElement));

/**
 * True unless focus is on something of the page outside `container`. A modal `<dialog>` lets Tab pass
 * from its last control to the browser's own interface (the document itself is then the active element)
 * and back to its first; the page behind it is inert and never reached.
 */
const focusKeptIn = (container: Locator): Promise<boolean> =>
  container.evaluate((el) => {
    const active = document.activeElement;
    return active === null || active === document.body || el.contains(active);
  });

/** A short description of the focused element, for failure messages. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const testId = el.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  });

/** Drops focus so the next Tab starts again from the top of the document. */
const resetFocus = (page: Page): Promise<void> =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });

/** Tabs from the top of the page until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached the control (ended on ${await focused(page)})`);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('rail').first()).toBeVisible();
});

test('the header’s controls are reachable with the keyboard', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();

  // Every link and button of the header, in tab order, until focus leaves it.
  const reached: string[] = [];
  await resetFocus(page);
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await focusInside(header)) reached.push(await focused(page));
    else if (reached.length > 0) break;
  }
  expect(reached.length, 'Tab never entered the header').toBeGreaterThan(0);
  expect(
    reached.some((d) => d.includes('data-testid=login-button')),
    `reached: ${reached.join(', ')}`,
  ).toBe(true);

  // No visible link or button of the header is taken out of the tab order.
  const unreachable = await header.evaluate((el) =>
    Array.from(el.querySelectorAll<HTMLElement>('a[href], button'))
      .filter((c) => c.getClientRects().length > 0 && !c.hasAttribute('disabled') && c.tabIndex < 0)
      .map((c) => c.outerHTML.slice(0, 80)),
  );
  expect(unreachable, 'header controls with a negative tabindex').toEqual([]);
});

test('the login popup opens from the keyboard, keeps focus inside and closes on Escape', async ({ page }) => {
  const loginButton = page.getByTestId('login-button');
  await resetFocus(page);
  await tabTo(page, loginButton);
  await page.keyboard.press('Enter');

  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => focusInside(dialog), { message: 'opening the popup did not move focus into it' })
    .toBe(true);

  const focusable = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
      ).length,
  );
  expect(focusable, 'the popup has nothing to focus').toBeGreaterThan(1);

  // Twice round the popup forwards and once backwards: focus must never reach the page behind it, and
  // comes back into the popup after passing the browser's interface.
  let returned = false;
  for (let presses = 0; presses < focusable * 2 + 2; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusKeptIn(dialog), `Tab #${presses + 1} left the popup for ${await focused(page)}`).toBe(
      true,
    );
    returned ||= presses > focusable && (await focusInside(dialog));
  }
  expect(returned, 'Tab did not come back into the popup').toBe(true);
  for (let presses = 0; presses < focusable + 2; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await focusKeptIn(dialog),
      `Shift+Tab #${presses + 1} left the popup for ${await focused(page)}`,
    ).toBe(true);
  }
  // The page behind cannot be reached with a pointer either: the backdrop takes the click.
  await expect(loginButton.click({ timeout: 1000 })).rejects.toThrow();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Keyboard users continue where they were.
  await expect(loginButton).toBeFocused();
});
