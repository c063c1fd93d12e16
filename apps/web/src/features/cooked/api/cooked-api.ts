import {
  deleteCooked,
  listCooked,
  listRecipeNotes,
  removeCookedPhoto,
  setCookedPhoto,
  updateCooked,
  type CookedChange,
  type CookedEntry,
  type RecipeNote,
} from '@family-recipes/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { upload } from '../../../lib/api-upload';
import { call } from '../../../lib/endpoint-client';
import { cookedKeys, invalidateRecipeQueries } from '../../../lib/query-keys';

/** GET /api/recipes/:id/cooked: the recipe's notes, newest first. */
export const cookedEntriesQueryOptions = (recipeId: string) =>
  queryOptions<CookedEntry[], ApiError>({
    queryKey: cookedKeys.ofRecipe(recipeId),
    queryFn: ({ signal }) => call(listCooked, { params: { id: recipeId }, signal }),
  });

/** What the household knows of recipes: one key per set of ids, all under one prefix. */
const householdNotesKeys = {
  all: [...cookedKeys.all, 'household-notes'] as const,
  of: (ids: readonly string[]) => [...householdNotesKeys.all, ...ids] as const,
};

/**
 * GET /api/household/recipe-notes?ids=: for each recipe, the last day someone in the caller's
 * household made it and how many of them love it. Recipes the caller cannot use are left out.
 */
export const recipeNotesQueryOptions = (ids: readonly string[]) =>
  queryOptions<RecipeNote[], ApiError>({
    queryKey: householdNotesKeys.of(ids),
    queryFn: ({ signal }) => call(listRecipeNotes, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
  });

/** "Last made" and "loved by" are read again (after a note sent through the device's queue). */
export function refreshHouseholdNotes(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({ queryKey: householdNotesKeys.all });
}

/**
 * A note changes the recipe's average and count, which its page and every list of cards show,
 * and the household's "last made": those are read again with the notes.
 */
function refreshAfterNote(queryClient: ReturnType<typeof useQueryClient>, recipeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cookedKeys.ofRecipe(recipeId) }),
    queryClient.invalidateQueries({ queryKey: householdNotesKeys.all }),
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

/** PATCH /api/recipes/:id/cooked/:entryId: the author changes the rating, note or day of their entry. */
export function useUpdateCooked(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation<CookedEntry, ApiError, { entryId: string; change: CookedChange }>({
    mutationFn: ({ entryId, change }) =>
      call(updateCooked, { params: { id: recipeId, entryId }, body: change }),
    onSuccess: () => refreshAfterNote(queryClient, recipeId),
  });
}

/** DELETE /api/recipes/:id/cooked/:entryId: the author deletes their entry and its photo. */
export function useDeleteCooked(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (entryId) => call(deleteCooked, { params: { id: recipeId, entryId } }),
    onSuccess: () => refreshAfterNote(queryClient, recipeId),
  });
}

/**
 * PUT .../cooked/:entryId/photo with the photo (null: DELETE .../photo, the photo taken off).
 * The server checks it like a recipe's photo.
 */
export function useCookedPhoto(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation<CookedEntry, ApiError, { entryId: string; photo: File | null }>({
    mutationFn: ({ entryId, photo }) => {
      const params = { id: recipeId, entryId };
      if (!photo) return call(removeCookedPhoto, { params });
      const form = new FormData();
      form.append('photo', photo);
      return upload(setCookedPhoto, { params, form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cookedKeys.ofRecipe(recipeId) }),
  });
}
