import {
  addRecipeToList,
  createShoppingList,
  getPantry,
  KITCHEN_MESSAGES,
  listShoppingLists,
  type Pantry,
} from '@family-recipes/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { openAddToList, renderOnRecipe } from '../testing/add-to-list-fixtures';
import { LIST_ID, makeList, makeSummary, resetToastsPerTest } from '../testing/shopping-fixtures';
import { servingsOf } from './add-to-shopping-list';

const OTHER_ID = '44444444-4444-4444-8444-444444444444';

function answerLists() {
  server.use(
    answer(listShoppingLists, () => [
      makeSummary({ name: 'Weekly shop' }),
      makeSummary({ _id: OTHER_ID, name: 'Party', is_owner: false, owner_name: 'Grace' }),
    ]),
  );
}

const DEFAULT_PANTRY: Pantry = {
  staples: [
    { name: 'Salt', key: 'salt' },
    { name: 'Pepper', key: 'pepper' },
    { name: 'Oil', key: 'oil' },
    { name: 'Water', key: 'water' },
  ],
};

function answerPantry(pantry: Pantry = DEFAULT_PANTRY) {
  server.use(answer(getPantry, () => pantry));
}

/** Serves 4-6: the form starts at 4. */
const party = () => makeRecipe({ more: { ...makeRecipe().more, serving: '4-6 servings' } });

resetToastsPerTest();

describe('AddToShoppingListAction', () => {
  it('when a cook adds the recipe to a list, then its id, the servings and the lines ticked are posted and the toast links to the list', async () => {
    answerLists();
    answerPantry();
    const add = answer(addRecipeToList, { id: OTHER_ID }, () =>
      makeList({ _id: OTHER_ID, name: 'Party' }),
    );
    server.use(add);
    const recipe = party();
    const user = await openAddToList(recipe);

    const servings = await screen.findByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveValue(4);
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveValue(LIST_ID);
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'Party (Grace)');
    await user.clear(servings);
    await user.type(servings, '8');
    await user.click(screen.getByRole('button', { name: 'Add 2 items' }));

    expect(await screen.findByText(/Added to Party\./)).toBeInTheDocument();
    // Line 1 is salt, a staple: left off.
    expect(add.bodies).toEqual([{ recipeId: recipe._id, servings: 8, lines: [0, 2] }]);
    await user.click(screen.getByRole('link', { name: 'Open the list' }));
    expect(await screen.findByRole('heading', { name: 'One shopping list' })).toBeVisible();
  });

  it('when "New list…" is chosen, then the list is created first and the recipe goes onto it', async () => {
    server.use(answer(listShoppingLists, () => []));
    answerPantry();
    const created = answer(createShoppingList, () => makeList({ name: 'Sunday lunch' }));
    const added = answer(addRecipeToList, { id: LIST_ID }, () =>
      makeList({ name: 'Sunday lunch' }),
    );
    server.use(created, added);
    const recipe = party();
    const user = await openAddToList(recipe);

    expect(await screen.findByRole('combobox', { name: 'List' })).toHaveValue('new');
    await user.click(await screen.findByRole('button', { name: 'Add 2 items' }));
    // The form is checked asynchronously (its schema), then the missing name is marked.
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Name of the new list' }),
      ).toHaveAccessibleDescription(expect.stringContaining(KITCHEN_MESSAGES.listNameRequired)),
    );
    await user.type(screen.getByRole('textbox', { name: 'Name of the new list' }), 'Sunday lunch');
    await user.click(screen.getByRole('button', { name: 'Add 2 items' }));

    expect(await screen.findByText(/Added to Sunday lunch\./)).toBeInTheDocument();
    expect(created.bodies).toEqual([{ name: 'Sunday lunch', unit_system: 'metric' }]);
    expect(added.bodies).toEqual([{ recipeId: recipe._id, servings: 4, lines: [0, 2] }]);
  });

  it('when the servings are out of range, then the field says so and nothing is posted', async () => {
    answerLists();
    answerPantry();
    const user = await openAddToList(party());

    const servings = await screen.findByRole('spinbutton', { name: 'Servings' });
    await user.clear(servings);
    await user.type(servings, '101');
    await user.click(await screen.findByRole('button', { name: 'Add 2 items' }));

    await waitFor(() =>
      expect(servings).toHaveAccessibleDescription(
        expect.stringContaining(KITCHEN_MESSAGES.servingsInvalid),
      ),
    );
  });

  it('when a visitor opens the recipe, then there is no "Add to shopping list"', () => {
    renderOnRecipe(makeRecipe(), { user: null });

    expect(screen.queryByRole('button', { name: 'Add to shopping list' })).not.toBeInTheDocument();
  });
});

describe('servingsOf', () => {
  it.each([
    ['4-6 servings', '4'],
    ['Serves 8', '8'],
    ['a crowd', ''],
    ['250 muffins', '100'],
  ])('when the recipe makes "%s", then the servings start at "%s"', (serving, servings) => {
    expect(servingsOf(serving)).toBe(servings);
  });
});
