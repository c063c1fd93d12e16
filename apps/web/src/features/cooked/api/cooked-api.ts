import { listCooked, updateCooked, type CookedEntry } from '@family-recipes/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { cookedKeys, invalidateRecipeQueries } from '../../../lib/query-keys';

/** GET /api/recipes/:id/cooked: the recipe's notes, newest first. */
export const cookedEntriesQueryOptions = (recipeId: string) =>
  queryOptions<CookedEntry[], ApiError>({
    queryKey: cookedKeys.ofRecipe(recipeId),
    queryFn: ({ signal }) => call(listCooked, { params: { id: recipeId }, signal }),
  });

/**
 * A note changes the recipe's average and count, which its page and every list of cards show:
 * those are read again with the notes.
 */
function refreshAfterNote(queryClient: ReturnType<typeof useQueryClient>, recipeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cookedKeys.ofRecipe(recipeId) }),
    invalidateRecipeQueries(queryClient, recipeId),
  ]);
}

/** PATCH /api/recipes/:id/cooked/:entryId: the recipe's owner or an administrator hides or shows a note. */
export function useSetCookedHidden(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { entryId: string; hidden: boolean }>({
    mutationFn: ({ entryId, hidden }) =>
      call(updateCooked, { params: { id: recipeId, entryId }, body: { hidden } }),
    onSuccess: () => refreshAfterNote(queryClient, recipeId),
  });
}
