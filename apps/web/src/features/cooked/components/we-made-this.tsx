import type { Recipe } from '@family-recipes/shared';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

/** The form's code loads for signed-in cooks only: visitors' recipe pages stay as light as they were. */
const CookedSection = lazy(() => import('./cooked-section'));

/**
 * "We made this" for signed-in cooks: a rating and a note, and the family's notes. Visitors see
 * the recipe's average by its title only; a page drawn on the server shows nothing here either.
 */
export function WeMadeThis({ recipe }: { recipe: Pick<Recipe, '_id' | 'title' | 'user_email'> }) {
  const { user, isAdmin, isContributor } = useSession();
  if (!user || !isContributor) return null;
  const isOwner =
    recipe.user_email !== undefined && user.email.toLowerCase() === recipe.user_email.toLowerCase();
  return (
    <Suspense fallback={null}>
      <CookedSection recipe={recipe} canModerate={isAdmin || isOwner} isOwner={isOwner} />
    </Suspense>
  );
}
