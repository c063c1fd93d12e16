import type { Recipe } from '@family-recipes/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '../../lib/session';

/**
 * A recipe page's action for signed-in contributors, nothing for visitors. Its code (`load`)
 * loads for those cooks only: visitors' recipe pages stay as light as they were.
 */
export function contributorAction(
  load: () => Promise<{ default: ComponentType<{ recipe: Recipe }> }>,
) {
  const Action = lazy(load);
  return function ContributorAction({ recipe }: { recipe: Recipe }) {
    const { user, isContributor } = useSession();
    if (!user || !isContributor) return null;
    return (
      <Suspense fallback={null}>
        <Action recipe={recipe} />
      </Suspense>
    );
  };
}
