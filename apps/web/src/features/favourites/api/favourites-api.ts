import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
  type FavouriteState,
} from '@family-recipes/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { endpointKey, endpointPages, endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../i18n/language';
import { favouritesMessages } from '../messages';

const FAVOURITES_PAGE_SIZE = 12;

/**
 * GET /api/my-favourite-ids: one read answers every heart on the page. Kept per account, so a
 * cook signing in after another never sees their hearts.
 */
export const favouriteIdsQueryOptions = (email: string) =>
  endpointQuery(listFavouriteIds, {}, { owner: email.toLowerCase() });

/** GET /api/my-favourites, page by page, newest saved first as the API orders it. */
export function favouritePagesOptions() {
  return endpointPages(
    listFavourites,
    { query: { limit: FAVOURITES_PAGE_SIZE } },
    // A heart pressed on another page changes this list; show what is saved now.
    { staleTime: 0 },
  );
}

/** Every press of a heart, saved or removed: one path, two methods. */
const FAVOURITE_TOGGLE = endpointKey(addFavourite);

interface FavouriteToggle {
  title: string;
  /** What the cook asked for: saved (PUT) or removed (DELETE). */
  favourite: boolean;
}

/** Puts one recipe into, or takes it out of, the cached ids, leaving every other heart as it is. */
function markSaved(queryClient: QueryClient, email: string, recipeId: string, saved: boolean) {
  queryClient.setQueryData(favouriteIdsQueryOptions(email).queryKey, (ids) => {
    if (!ids) return ids;
    const without = ids.filter((id) => id !== recipeId);
    return saved ? [...without, recipeId] : without;
  });
}

/**
 * PUT or DELETE /api/recipes/:id/favourite. The heart changes at once; a refused or failed call
 * puts that one heart back and says so. Presses of one heart reach the API in order, and the ids
 * are read again once the last press of any heart has been answered.
 */
export function useToggleFavourite(email: string, recipeId: string) {
  const t = useT(favouritesMessages);
  const queryClient = useQueryClient();
  const ids = favouriteIdsQueryOptions(email).queryKey;
  return useMutation<FavouriteState, ApiError, FavouriteToggle>({
    mutationKey: FAVOURITE_TOGGLE,
    scope: { id: `favourite:${recipeId}` },
    mutationFn: ({ favourite }) =>
      call(favourite ? addFavourite : removeFavourite, { params: { id: recipeId } }),
    onMutate: async ({ favourite }) => {
      // A read in flight would otherwise land after this and undo the change on screen.
      await queryClient.cancelQueries({ queryKey: ids });
      markSaved(queryClient, email, recipeId, favourite);
    },
    onError: (_error, { title, favourite }) => {
      markSaved(queryClient, email, recipeId, !favourite);
      toast.error(favourite ? t('saveFailed', { title }) : t('removeFailed', { title }));
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: FAVOURITE_TOGGLE }) === 1) {
        await queryClient.invalidateQueries({ queryKey: ids });
      }
      await queryClient.invalidateQueries({ queryKey: endpointKey(listFavourites) });
    },
  });
}
