import { listRecipeNotes, type RecipeNote } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { cookedKeys } from '../../../lib/query-keys';

/**
 * GET /api/household/recipe-notes?ids= for one page of cards: one read answers every card of the
 * page. Kept under the same key as the recipe page's ("we made this"), so a note written there is
 * read again here. Only the Favourites page loads this file.
 */
export const pageNotesQueryOptions = (ids: readonly string[]) =>
  queryOptions<RecipeNote[], ApiError>({
    queryKey: [...cookedKeys.all, 'household-notes', ...ids],
    queryFn: ({ signal }) => call(listRecipeNotes, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
  });
