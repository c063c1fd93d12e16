import type { Recipe } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../../lib/session';
import { AddToShoppingListAction } from '../components/add-to-shopping-list-entry';
import { renderShopping } from './shopping-fixtures';

/** Renders "Add to shopping list" on the page of `recipe`, signed in (or, with `user: null`, a visitor). */
export function renderOnRecipe(recipe: Recipe, { user }: { user?: SessionUser | null } = {}) {
  return renderShopping(<AddToShoppingListAction recipe={recipe} />, {
    path: '/recipes/r1',
    route: '/recipes/:id',
    ...(user === undefined ? {} : { user }),
  });
}

/** Renders "Add to shopping list" on the page of `recipe` and opens its form. */
export async function openAddToList(recipe: Recipe) {
  renderOnRecipe(recipe);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add to shopping list' }));
  return user;
}
