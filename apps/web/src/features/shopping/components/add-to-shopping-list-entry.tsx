import type { Recipe } from '@family-recipes/shared';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

/** The form's code loads for signed-in cooks only: visitors' recipe pages stay as light as they were. */
const AddToShoppingList = lazy(() => import('./add-to-shopping-list'));

/** "Add to shopping list" for signed-in cooks; nothing for visitors. */
export function AddToShoppingListAction({ recipe }: { recipe: Recipe }) {
  const { user, isContributor } = useSession();
  if (!user || !isContributor) return null;
  return (
    <Suspense fallback={null}>
      <AddToShoppingList recipe={recipe} />
    </Suspense>
  );
}
