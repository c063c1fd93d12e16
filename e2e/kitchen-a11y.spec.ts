import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { networkQuiet } from './support/network';
import { signInAsNewCook } from './support/identity';
import { submitRecipeThroughApi } from './support/recipes';
import { createListThroughApi } from './support/shopping';

test.describe('the family kitchen, accessibility', () => {
  for (const width of [1280, 390]) {
    test(`when the kitchen pages are checked at ${width} px with something on them, then axe finds no violations`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsNewCook(page, 'Axe Kitchen', { width, height: 900 });
      const recipes = (await (await page.request.get('/api/all-recipes?limit=2')).json()) as {
        _id: string;
      }[];
      const [first, second] = recipes;
      if (!first || !second) throw new Error('the demo recipes are missing');
      expect((await page.request.put(`/api/recipes/${first._id}/favourite`)).status()).toBe(200);
      const listId = await createListThroughApi(page.request, { name: 'Axe list' });
      await page.request.post(`/api/shopping-lists/${listId}/recipes`, {
        data: { recipeId: first._id, servings: 4 },
      });
      const today = new Date().toISOString().slice(0, 10);
      await page.request.put(`/api/meal-plan/${today}`, { data: { dinner: [second._id] } });

      for (const [path, heading] of [
        ['/favourites', 'Favourites'],
        ['/shopping-lists', 'Shopping Lists'],
        [`/shopping-lists/${listId}`, 'Axe list'],
        ['/meal-plan', 'Meal Plan'],
        ['/household', 'Household'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await networkQuiet(page);
        await expectNoAxeViolations(page);
      }
      await page.goto(`/recipes/${first._id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'We made this' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A recipe opened at planned servings, with a step's timer running in the tray.
      const timed = await submitRecipeThroughApi(page.request, 'Axe traybake', {
        instructions: JSON.stringify(['Bake for 10 minutes.']),
      });
      await page.goto(`/recipes/${timed}?servings=3`);
      await expect(page.getByText('Scaled to 3 servings (planned)')).toBeVisible();
      await page.getByRole('button', { name: 'Start a 10 minute timer' }).click();
      await expect(page.getByRole('region', { name: 'Timers' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
