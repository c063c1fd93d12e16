import type { RecipeSummary } from '@family-recipes/shared';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

/** The heart's code loads for signed-in cooks only: visitors' pages stay as light as they were. */
const FavouriteButton = lazy(() => import('./favourite-button'));

export type FavouriteRecipe = Pick<RecipeSummary, '_id' | 'title'>;

/**
 * The heart for signed-in cooks. Visitors see none, and neither does a page drawn on the server
 * (the session is still being looked up there), so the first screen stays the same.
 */
export function FavouriteHeart({
  recipe,
  variant = 'card',
}: {
  recipe: FavouriteRecipe;
  variant?: 'card' | 'page';
}) {
  const { user, isContributor } = useSession();
  if (!user || !isContributor) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteButton recipe={recipe} email={user.email} variant={variant} />
    </Suspense>
  );
}

/** The heart in a recipe card's photo corner (lib/card-actions.tsx). */
export function FavouriteCardHeart({ recipe }: { recipe: RecipeSummary }) {
  return <FavouriteHeart recipe={recipe} />;
}
