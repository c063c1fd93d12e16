import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

// A visitor's cards never load it.
const LastMadeNote = lazy(() => import('./last-made-note'));

/**
 * "Last made 3 days ago" under a recipe card, for a cook signed in: when someone in their
 * household last made it. `ids` are the cards shown with it, read together.
 */
export function LastMadeOnCard(props: { recipeId: string; ids: readonly string[] }) {
  const { isContributor } = useSession();
  return isContributor ? (
    <Suspense fallback={null}>
      <LastMadeNote {...props} />
    </Suspense>
  ) : null;
}
