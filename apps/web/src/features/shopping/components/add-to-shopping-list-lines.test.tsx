import {
  addRecipeToList,
  getPantry,
  listShoppingLists,
  PANTRY_MESSAGES,
  type Pantry,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { openAddToList } from '../testing/add-to-list-fixtures';
import { LIST_ID, makeList, makeSummary, resetToastsPerTest } from '../testing/shopping-fixtures';

const PANTRY: Pantry = {
  staples: [
    { name: 'Salt', key: 'salt' },
    { name: 'Oil', key: 'oil' },
  ],
};

/** Serves 4. Line 1 is a heading; lines 2 and 4 are staples of PANTRY. */
const cake = () =>
  makeRecipe({
    ingredients: [
      { quantity: 2, units: 'cups', ingredient: 'flour' },
      { quantity: null, units: '', ingredient: 'For the topping:' },
      { quantity: 1, units: 'tsp', ingredient: 'sea salt' },
      { quantity: 3, units: '', ingredient: 'eggs' },
      { quantity: 2, units: 'tbsp', ingredient: 'olive oil' },
    ],
    more: { ...makeRecipe().more, serving: '4' },
  });

/** Answers the lists, the pantry (or its failure) and adding a recipe, whose calls it returns. */
function serve(pantry: Pantry | 'fails' = PANTRY) {
  const added = answer(addRecipeToList, { id: LIST_ID }, () => makeList({ name: 'Weekly shop' }));
  server.use(
    answer(listShoppingLists, () => [makeSummary({ name: 'Weekly shop' })]),
    answer(getPantry, () => (pantry === 'fails' ? failure(503, 'Service unavailable') : pantry)),
    added,
  );
  return added;
}

async function open(recipe = cake()) {
  const user = await openAddToList(recipe);
  const lines = await screen.findByRole('group', { name: 'What to put on the list' });
  return { user, lines, recipe };
}

const boxes = (lines: HTMLElement) =>
  within(lines)
    .getAllByRole('checkbox')
    .map((box) => [
      (box as HTMLInputElement).labels?.[0]?.textContent,
      (box as HTMLInputElement).checked,
    ]);

resetToastsPerTest();

describe('the recipe’s lines to tick before they go on a list', () => {
  it('when the form opens, then every line to buy is ticked but the pantry staples, which say “We always have this”, and headings are not offered', async () => {
    serve();
    const { lines } = await open();

    expect(boxes(lines)).toEqual([
      ['2 cups flour', true],
      ['1 tsp sea salt', false],
      ['3 eggs', true],
      ['2 tbsp olive oil', false],
    ]);
    const salt = within(lines).getByRole('checkbox', { name: '1 tsp sea salt' });
    expect(salt).toHaveAccessibleDescription('We always have this');
    expect(
      within(lines).getByRole('checkbox', { name: '3 eggs' }),
    ).not.toHaveAccessibleDescription();
    expect(within(lines).queryByText(/For the topping/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 2 items' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('when the servings change, then the lines are shown at the new servings', async () => {
    serve();
    const { user, lines } = await open();
    const servings = screen.getByRole('spinbutton', { name: 'Servings' });

    await user.clear(servings);
    await user.type(servings, '8');

    expect(boxes(lines).map(([text]) => text)).toEqual([
      '4 cups flour',
      '2 tsp sea salt',
      '6 eggs',
      '4 tbsp olive oil',
    ]);
  });

  it('when the cook ticks a staple and unticks a line with the keyboard, then exactly the ticked lines are posted', async () => {
    const added = serve();
    const { user, lines, recipe } = await open();

    within(lines).getByRole('checkbox', { name: '1 tsp sea salt' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(lines).getByRole('checkbox', { name: '3 eggs' })).toHaveFocus();
    await user.keyboard(' ');
    expect(boxes(lines).map(([, ticked]) => ticked)).toEqual([true, true, false, false]);
    await user.click(screen.getByRole('button', { name: 'Add 2 items' }));

    expect(await screen.findByText(/Added to Weekly shop\./)).toBeInTheDocument();
    expect(added.bodies).toEqual([{ recipeId: recipe._id, servings: 4, lines: [0, 2] }]);
  });

  it('when every line is unticked, then the button says so, “Add” explains what to do and nothing is posted', async () => {
    const added = serve();
    const { user, lines } = await open();

    await user.click(within(lines).getByRole('checkbox', { name: '2 cups flour' }));
    expect(screen.getByRole('button', { name: 'Add 1 item' })).toBeEnabled();
    await user.click(within(lines).getByRole('checkbox', { name: '3 eggs' }));
    await user.click(screen.getByRole('button', { name: 'Add 0 items' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PANTRY_MESSAGES.linesEmpty);
    expect(lines).toHaveAccessibleDescription(PANTRY_MESSAGES.linesEmpty);
    expect(added.bodies).toEqual([]);
    // Ticking a line again takes the message away.
    await user.click(within(lines).getByRole('checkbox', { name: '3 eggs' }));
    expect(screen.queryByText(PANTRY_MESSAGES.linesEmpty)).not.toBeInTheDocument();
  });

  it('when the household keeps no staples, then every line is ticked', async () => {
    serve({ staples: [] });
    const { lines } = await open();

    expect(boxes(lines).every(([, ticked]) => ticked)).toBe(true);
    expect(within(lines).queryByText('We always have this')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 4 items' })).toBeEnabled();
  });

  it('when the pantry cannot be read, then the cook is told and every line is ticked', async () => {
    const added = serve('fails');
    const { user, lines, recipe } = await open();

    expect(within(lines).getByRole('alert')).toHaveTextContent(
      /We could not check your pantry .*so every line is ticked\./,
    );
    expect(boxes(lines).every(([, ticked]) => ticked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add 4 items' }));
    await screen.findByText(/Added to Weekly shop\./);
    expect(added.bodies).toEqual([{ recipeId: recipe._id, servings: 4, lines: [0, 2, 3, 4] }]);
  });

  it('when Cancel is pressed, then the lines are gone, nothing is posted and the focus is back on the button', async () => {
    const added = serve();
    const { user } = await open();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(
      screen.queryByRole('group', { name: 'What to put on the list' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to shopping list' })).toHaveFocus();
    expect(added.bodies).toEqual([]);
  });
});
