import { RECIPE_STATUS, type Recipe } from '@family-recipes/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiError } from '../../../lib/api-client';
import { invalidateRecipeQueries, recipeMutationKeys } from '../../../lib/query-keys';

type Action = 'approve' | 'deny' | 'feature' | 'unfeature';

const PATHS: Record<Action, (id: string) => string> = {
  approve: (id) => `/api/admin/recipes/${encodeURIComponent(id)}/status/${RECIPE_STATUS.APPROVED}`,
  deny: (id) => `/api/admin/recipes/${encodeURIComponent(id)}/status/${RECIPE_STATUS.DENIED}`,
  feature: (id) => `/api/feature-recipe/${encodeURIComponent(id)}`,
  unfeature: (id) => `/api/unfeature-recipe/${encodeURIComponent(id)}`,
};

/**
 * Approving, denying and (un)featuring change which lists a recipe belongs to: the public lists,
 * the carousel, the admin and My Recipes lists and the pending count, and the recipe's own page.
 */
function useRecipeAction(action: 'feature' | 'unfeature') {
  const queryClient = useQueryClient();
  return useMutation<Recipe, ApiError, string>({
    mutationKey: recipeMutationKeys.moderate(action),
    mutationFn: (id) => apiFetch<Recipe>(PATHS[action](id), { method: 'PUT' }),
    onSettled: (_data, _error, id) => invalidateRecipeQueries(queryClient, id),
  });
}

/** A review: the recipe and the note for the cook ('' for none). */
interface Review {
  id: string;
  note: string;
}

function useReviewAction(action: 'approve' | 'deny') {
  const queryClient = useQueryClient();
  return useMutation<Recipe, ApiError, Review>({
    mutationKey: recipeMutationKeys.moderate(action),
    mutationFn: ({ id, note }) =>
      apiFetch<Recipe>(PATHS[action](id), {
        method: 'PUT',
        ...(note.trim() ? { json: { note: note.trim() } } : {}),
      }),
    onSettled: (_data, _error, { id }) => invalidateRecipeQueries(queryClient, id),
  });
}

/** PUT /api/admin/recipes/:id/status/101, with an optional note (decision 019) */
export const useApproveRecipe = () => useReviewAction('approve');
/** PUT /api/admin/recipes/:id/status/199, with the note the cook is asked to act on */
export const useDenyRecipe = () => useReviewAction('deny');
/** PUT /api/feature-recipe/:id */
export const useFeatureRecipe = () => useRecipeAction('feature');
/** PUT /api/unfeature-recipe/:id */
export const useUnfeatureRecipe = () => useRecipeAction('unfeature');
