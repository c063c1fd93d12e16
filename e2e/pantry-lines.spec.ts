import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signInAsNewCook } from './support/identity';
import { createListThroughApi } from './support/shopping';

interface Card {
  _id: string;
}
interface Detail {
  _id: string;
  title: string;
  ingredients: { quantity: number | null; units: string; ingredient: string }[];
}

test.describe('choosing a recipe’s lines before they go on a list', () => {
  test('when a cook adds a recipe with salt, then salt is unticked as a staple, the ticked lines go on the list, and the form passes axe at 390 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewCook(page, 'Pantry Pat', { width: 390, height: 900 });
    const cards = (await (await page.request.get('/api/all-recipes?limit=50')).json()) as Card[];
    let salted: Detail | undefined;
    for (const card of cards) {
      const detail = (await (await page.request.get(`/api/recipes/${card._id}`)).json()) as Detail;
      if (detail.ingredients.some((line) => /^salt\b/i.test(line.ingredient))) {
        salted = detail;
        break;
      }
    }
    if (!salted) throw new Error('no demo recipe asks for salt');
    const listId = await createListThroughApi(page.request, { name: 'Pantry test' });

    await page.goto(`/recipes/${salted._id}`);
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    const lines = page.getByRole('group', { name: 'What to put on the list' });
    await expect(lines).toBeVisible();
    const salt = lines.getByRole('checkbox', { name: /\bsalt\b/i }).first();
    await expect(salt).not.toBeChecked();
    await expect(salt).toHaveAccessibleDescription('We always have this');
    const results = await new AxeBuilder({ page }).include('.add-to-list').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // Nothing is wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: /^Add \d+ items?$/ }).click();
    await expect(page.getByText('Added to Pantry test.')).toBeVisible();
    const list = (await (await page.request.get(`/api/shopping-lists/${listId}`)).json()) as {
      items: { key: string }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.map((item) => item.key)).not.toContain('salt');
  });
});
