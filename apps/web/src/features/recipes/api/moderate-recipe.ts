import {
  featureRecipe,
  RECIPE_STATUS,
  setRecipeStatus,
  unfeatureRecipe,
} from '@family-recipes/shared';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';
import { invalidateRecipeQueries } from '../../../lib/query-keys';

const FEATURING = { feature: featureRecipe, unfeature: unfeatureRecipe } as const;
const REVIEW_STATUS = {
  approve: String(RECIPE_STATUS.APPROVED),
  deny: String(RECIPE_STATUS.DENIED),
} as const;

/**
 * Approving, denying and (un)featuring change which lists a recipe belongs to: the public lists,
 * the carousel, the admin and My Recipes lists and the pending count, and the recipe's own page.
 */
function useRecipeAction(action: 'feature' | 'unfeature') {
  return useEndpointMutation(
    FEATURING[action],
    (id: string) => ({ params: { id } }),
    (queryClient) => ({
      onSettled: (_data, _error, id) => invalidateRecipeQueries(queryClient, id),
    }),
  );
}

/** A review: the recipe and the note for the cook ('' for none). */
interface Review {
  id: string;
  note: string;
}

function useReviewAction(action: 'approve' | 'deny') {
  return useEndpointMutation(
    setRecipeStatus,
    ({ id, note }: Review) => ({
      params: { id, status: REVIEW_STATUS[action] },
      body: note.trim() ? { note: note.trim() } : undefined,
    }),
    (queryClient) => ({
      onSettled: (_data, _error, { id }) => invalidateRecipeQueries(queryClient, id),
    }),
  );
}

/** PUT /api/admin/recipes/:id/status/101, with an optional note (decision 019) */
export const useApproveRecipe = () => useReviewAction('approve');
/** PUT /api/admin/recipes/:id/status/199, with the note the cook is asked to act on */
export const useDenyRecipe = () => useReviewAction('deny');
/** PUT /api/feature-recipe/:id */
export const useFeatureRecipe = () => useRecipeAction('feature');
/** PUT /api/unfeature-recipe/:id */
export const useUnfeatureRecipe = () => useRecipeAction('unfeature');
