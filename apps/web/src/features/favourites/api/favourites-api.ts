import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
  type FavouriteState,
} from '@family-recipes/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ApiError } from '../../../lib/api-client';
import { call, callList } from '../../../lib/endpoint-client';
import { favouriteKeys } from '../../../lib/query-keys';

const FAVOURITES_PAGE_SIZE = 12;

/** GET /api/my-favourite-ids: one read answers every heart on the page. */
export const favouriteIdsQueryOptions = (email: string) =>
  queryOptions<string[], ApiError>({
    queryKey: favouriteKeys.ids(email),
    queryFn: ({ signal }) => call(listFavouriteIds, { signal }),
  });

/** GET /api/my-favourites, page by page, newest saved first as the API orders it. */
export function favouritePagesOptions() {
  return infiniteQueryOptions({
    queryKey: favouriteKeys.pages(),
    queryFn: ({ pageParam, signal }) =>
      callList(listFavourites, { query: { limit: FAVOURITES_PAGE_SIZE, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    // A heart pressed on another page changes this list; show what is saved now.
    staleTime: 0,
  });
}

interface FavouriteToggle {
  title: string;
  /** What the cook asked for: saved (PUT) or removed (DELETE). */
  favourite: boolean;
}

/** Puts one recipe into, or takes it out of, the cached ids, leaving every other heart as it is. */
function markSaved(queryClient: QueryClient, email: string, recipeId: string, saved: boolean) {
  queryClient.setQueryData<string[]>(favouriteKeys.ids(email), (ids) => {
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
  const queryClient = useQueryClient();
  return useMutation<FavouriteState, ApiError, FavouriteToggle>({
    mutationKey: favouriteKeys.toggle(),
    scope: { id: `favourite:${recipeId}` },
    mutationFn: ({ favourite }) =>
      call(favourite ? addFavourite : removeFavourite, { params: { id: recipeId } }),
    onMutate: async ({ favourite }) => {
      // A read in flight would otherwise land after this and undo the change on screen.
      await queryClient.cancelQueries({ queryKey: favouriteKeys.ids(email) });
      markSaved(queryClient, email, recipeId, favourite);
    },
    onError: (_error, { title, favourite }) => {
      markSaved(queryClient, email, recipeId, !favourite);
      toast.error(
        favourite
          ? `We could not save “${title}” to your favourites. Please try again.`
          : `We could not remove “${title}” from your favourites. Please try again.`,
      );
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: favouriteKeys.toggle() }) === 1) {
        await queryClient.invalidateQueries({ queryKey: favouriteKeys.ids(email) });
      }
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.pages() });
    },
  });
}
