import {
  deleteCooked,
  listCooked,
  listRecipeNotes,
  removeCookedPhoto,
  setCookedPhoto,
  updateCooked,
  type CookedChange,
  type CookedEntry,
} from '@family-recipes/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { upload } from '../../../lib/api-upload';
import { call } from '../../../lib/endpoint-client';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';
import { invalidateRecipeQueries } from '../../../lib/query-keys';

/** GET /api/recipes/:id/cooked: the recipe's notes, newest first. */
export const cookedEntriesQueryOptions = (recipeId: string) =>
  endpointQuery(listCooked, { params: { id: recipeId } });

/**
 * GET /api/household/recipe-notes?ids=: for each recipe, the last day someone in the caller's
 * household made it and how many of them love it. Recipes the caller cannot use are left out.
 */
export const recipeNotesQueryOptions = (ids: readonly string[]) =>
  endpointQuery(listRecipeNotes, { query: { ids: ids.join(',') } }, { enabled: ids.length > 0 });

/** "Last made" and "loved by" are read again (after a note sent through the device's queue). */
export function refreshHouseholdNotes(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: endpointKey(listRecipeNotes) });
}

/**
 * A note changes the recipe's average and count, which its page and every list of cards show,
 * and the household's "last made": those are read again with the notes.
 */
function refreshAfterNote(queryClient: QueryClient, recipeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cookedEntriesQueryOptions(recipeId).queryKey }),
    refreshHouseholdNotes(queryClient),
    invalidateRecipeQueries(queryClient, recipeId),
  ]);
}

/** PATCH /api/recipes/:id/cooked/:entryId with the change `body` makes of the variables. */
function useChangeCooked<V extends { entryId: string }>(
  recipeId: string,
  body: (variables: V) => CookedChange,
) {
  return useEndpointMutation(
    updateCooked,
    (variables: V) => ({
      params: { id: recipeId, entryId: variables.entryId },
      body: body(variables),
    }),
    (queryClient) => ({ onSuccess: () => refreshAfterNote(queryClient, recipeId) }),
  );
}

/** The recipe's owner or an administrator hides or shows a note. */
export const useSetCookedHidden = (recipeId: string) =>
  useChangeCooked(recipeId, ({ hidden }: { entryId: string; hidden: boolean }) => ({ hidden }));

/** The author changes the rating, note or day of their entry. */
export const useUpdateCooked = (recipeId: string) =>
  useChangeCooked(recipeId, ({ change }: { entryId: string; change: CookedChange }) => change);

/** DELETE /api/recipes/:id/cooked/:entryId: the author deletes their entry and its photo. */
export function useDeleteCooked(recipeId: string) {
  return useEndpointMutation(
    deleteCooked,
    (entryId: string) => ({ params: { id: recipeId, entryId } }),
    (queryClient) => ({
      onSuccess: () => refreshAfterNote(queryClient, recipeId),
    }),
  );
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
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: cookedEntriesQueryOptions(recipeId).queryKey }),
  });
}
