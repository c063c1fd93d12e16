import type { Recipe } from '@family-recipes/shared';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

/** The form's code loads for signed-in cooks only: visitors' recipe pages stay as light as they were. */
const AddToMealPlan = lazy(() => import('./add-to-meal-plan'));

/** "Add to meal plan" for signed-in cooks; nothing for visitors. */
export function AddToMealPlanAction({ recipe }: { recipe: Recipe }) {
  const { user, isContributor } = useSession();
  if (!user || !isContributor) return null;
  return (
    <Suspense fallback={null}>
      <AddToMealPlan recipe={recipe} />
    </Suspense>
  );
}
