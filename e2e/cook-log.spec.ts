import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewCook } from './support/identity';
import { firstListedRecipe } from './support/recipes';

/** A real one-pixel PNG: the API decodes and re-encodes it like any photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Axe on the "we made this" section alone. */
const expectSectionAccessible = (page: Page) => expectNoAxeViolations(page, '.cooked');

test.describe('"we made this" as a cook log', () => {
  test('when a cook notes a recipe with a photo, then today’s note replaces the form, and it can be edited and deleted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewCook(page, 'Logging Lotte', { width: 320, height: 900 });
    const recipe = await firstListedRecipe(page.request);

    await page.goto(`/recipes/${recipe._id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'We made this' })).toBeVisible();
    const household = page.getByRole('list', { name: 'In your household' });
    await expect(household).toHaveText('Not made in your household yet');

    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByRole('textbox', { name: /A note for the family/ }).fill('Golden on top.');
    await page.getByLabel(/A photo of the dish/).setInputFiles({
      name: 'dish.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await expectSectionAccessible(page);
    // At 320 px nothing pushes the page sideways.
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole('form', { name: 'Your rating and note' }).screenshot({
      path: test.info().outputPath('form.png'),
    });
    await page.getByRole('button', { name: 'Save our note' }).click();

    const today = page.getByRole('region', { name: 'Your note of today' });
    await expect(today.getByText('Golden on top.')).toBeVisible();
    await expect(today.getByRole('img', { name: 'The dish as you made it' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save our note' })).toHaveCount(0);
    await expect(household).toHaveText('Last made today');
    await expectSectionAccessible(page);
    await today.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('today.png') });

    await today.getByRole('button', { name: 'Edit your note of today' }).click();
    const note = page.getByRole('textbox', { name: /A note for the family/ });
    await expect(note).toHaveValue('Golden on top.');
    await note.fill('Golden on top; ten minutes less next time.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(today.getByText('Golden on top; ten minutes less next time.')).toBeVisible();
    expect(await fits()).toBe(true);

    // The recipe's card in All Recipes says it too.
    await page.goto('/all-recipes');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: recipe.title, exact: true }) });
    await expect(card.getByText('Last made today')).toBeVisible();
    await page.goBack();

    await today.getByRole('button', { name: 'Delete your note of today' }).click();
    await expectSectionAccessible(page);
    await page.getByRole('button', { name: 'Delete note' }).click();
    await expect(page.getByRole('button', { name: 'Save our note' })).toBeVisible();
    const entries = (await (
      await page.request.get(`/api/recipes/${recipe._id}/cooked`)
    ).json()) as { mine: boolean }[];
    expect(entries.filter((entry) => entry.mine)).toEqual([]);
    await expect(household).toHaveText('Not made in your household yet');
  });
});
