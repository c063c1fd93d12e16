import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createUserAccount, DEV_ADMIN, signInAs, signInAsNewCook } from './support/identity';
import { PNG_48X36, submitRecipeThroughApi } from './support/recipes';
import { doubleDefaultFontSize } from './support/text-size';

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; fails when the
 * target is not reachable within `max` presses. No mouse and no programmatic focus.
 */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target).toHaveCount(1);
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** A field by its label's exact name, optional fields included. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = new RegExp(`^${escaped}( \\(optional\\))?$`);
  return page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name }));
}

async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, field(page, name));
  await page.keyboard.type(text);
}

/** Presses Tab `times` times and checks after each press that focus stayed inside the container. */
async function expectFocusTrapped(page: Page, container: Locator, times = 15) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

/** Tab to the Menu button, open the menu with Enter, keep focus inside, close it with Escape. */
async function menuOpensAndClosesByKeyboard(page: Page) {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectFocusTrapped(page, menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

test.describe('keyboard-only journeys (WCAG 2.1.1, 2.4.3)', () => {
  test('when a visitor searches from the home page, opens a recipe and picks 2x with the keyboard, then the amounts double', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(
      page,
      page
        .getByRole('searchbox')
        .or(page.getByLabel(/search/i).first())
        .first(),
    );
    await page.keyboard.type('cake');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=cake/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();

    const first = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('heading')
      .getByRole('link');
    const title = (await first.textContent())!;
    await tabTo(page, first, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const scale = page.getByRole('group', { name: 'Scale the recipe' });
    await tabTo(page, scale.getByRole('button', { name: '2x' }));
    await page.keyboard.press('Enter');
    await expect(scale.getByRole('button', { name: '2x' })).toHaveAttribute('aria-pressed', 'true');
    await expect(scale.getByRole('button', { name: '1x' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('when a cook logs in with the keyboard alone, then the account menu greets them', async ({
    page,
  }) => {
    const cook = await createUserAccount(page.request, 'Keyboard Kate');
    await page.goto('/login');
    await typeInto(page, 'Email', cook.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(cook.password);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: 'Account menu for Keyboard Kate' }),
    ).toBeVisible();
  });

  test('when a cook submits a recipe with the keyboard, choosing the photo and fixing a missing title, then it is submitted', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsNewCook(page, 'Keyboard Cook');
    await page.goto('/submit-recipe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await typeInto(page, 'Description', 'Warm potatoes with herbs, dressed while hot.');
    await tabTo(page, field(page, 'Category'));
    await page.keyboard.type('Sides');
    await expect(field(page, 'Category')).toHaveValue('Sides');
    await tabTo(page, field(page, 'Difficulty'));
    await page.keyboard.type('Easy');
    await expect(field(page, 'Difficulty')).toHaveValue('Easy');
    await typeInto(page, 'Source', 'Aunt Mia');

    await tabTo(page, page.getByLabel('Photo of the dish'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: 'potatoes.png', mimeType: 'image/png', buffer: PNG_48X36 });
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();

    await typeInto(page, 'Prep Time', '10');
    await typeInto(page, 'Cook Time', '20');
    await typeInto(page, 'Serving', '4 servings');
    await typeInto(page, 'Ingredients', '1 kg potatoes');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2 tbsp parsley');
    await typeInto(page, 'Instructions', 'Boil the potatoes.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Toss with parsley.');

    const submit = page.getByRole('button', { name: 'Submit Recipe' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const title = field(page, 'Title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');

    await tabTo(page, title, { back: true, max: 120 });
    await page.keyboard.type(`Herb potatoes ${Date.now().toString(36).slice(-5)}`);
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/submit-recipe') && res.request().method() === 'POST',
    );
    await tabTo(page, submit, { max: 120 });
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Recipe submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-recipes$/);
  });

  test('when an administrator approves from the pending list with the keyboard, then the recipe is approved', async ({
    page,
  }) => {
    await signInAsNewCook(page, 'Pending Pia');
    const title = `Keyboard soup ${Date.now().toString(36).slice(-5)}`;
    const id = await submitRecipeThroughApi(page.request, title);
    await page.context().clearCookies();
    await signInAs(page, DEV_ADMIN);

    await page.goto('/pending-recipes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: title, exact: true }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Approve', exact: true }));
    await page.keyboard.press('Enter');
    // With a moderation note form, a second button confirms; without it the first press approves.
    const confirm = page.getByRole('button', { name: 'Approve recipe' });
    const approved = page.getByText('Recipe approved successfully!');
    await expect(confirm.or(approved).first()).toBeVisible();
    if (await confirm.isVisible()) {
      await tabTo(page, confirm);
      await page.keyboard.press('Enter');
    }
    await expect(approved).toBeVisible();
    const recipe = (await (await page.request.get(`/api/recipes/${id}`)).json()) as {
      status: number;
    };
    expect(recipe.status).toBe(101);
  });

  test('when the mobile menu is opened and closed with the keyboard, then focus stays inside and returns to the Menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await menuOpensAndClosesByKeyboard(page);
  });

  test('when the text is doubled on a 1280 px window, then the header collapses to the Menu button and the menu works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await doubleDefaultFontSize(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menuOpensAndClosesByKeyboard(page);
  });

  test('when the change-password dialog is opened and closed with the keyboard, then focus stays inside and returns to its button', async ({
    page,
  }) => {
    await signInAsNewCook(page, 'Dialog Dora');
    await page.goto('/account');
    const opener = page.getByRole('button', { name: 'Change Password' });
    await tabTo(page, opener, { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
