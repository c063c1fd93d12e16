import { RECIPE_STATUS, type Recipe } from '@family-recipes/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiError } from '../../../lib/api-client';

/**
 * Approving, denying and (un)featuring change which lists a recipe belongs to: the public lists,
 * the carousel, and the admin and My Recipes lists (whatever their keys, they name recipes).
 */
function invalidateRecipeQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => JSON.stringify(query.queryKey).includes('recipe'),
  });
}

type Action = 'approve' | 'deny' | 'feature' | 'unfeature';

const PATHS: Record<Action, (id: string) => string> = {
  approve: (id) => `/api/admin/recipes/${encodeURIComponent(id)}/status/${RECIPE_STATUS.APPROVED}`,
  deny: (id) => `/api/admin/recipes/${encodeURIComponent(id)}/status/${RECIPE_STATUS.DENIED}`,
  feature: (id) => `/api/feature-recipe/${encodeURIComponent(id)}`,
  unfeature: (id) => `/api/unfeature-recipe/${encodeURIComponent(id)}`,
};

function useRecipeAction(action: Action) {
  const queryClient = useQueryClient();
  return useMutation<Recipe, ApiError, string>({
    mutationFn: (id) => apiFetch<Recipe>(PATHS[action](id), { method: 'PUT' }),
    onSettled: () => invalidateRecipeQueries(queryClient),
  });
}

/** A review: the recipe and the note for the cook ('' for none). */
export interface Review {
  id: string;
  note: string;
}

function useReviewAction(action: 'approve' | 'deny') {
  const queryClient = useQueryClient();
  return useMutation<Recipe, ApiError, Review>({
    mutationFn: ({ id, note }) =>
      apiFetch<Recipe>(PATHS[action](id), {
        method: 'PUT',
        ...(note.trim() ? { json: { note: note.trim() } } : {}),
      }),
    onSettled: () => invalidateRecipeQueries(queryClient),
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
