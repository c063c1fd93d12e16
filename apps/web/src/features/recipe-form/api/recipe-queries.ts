import { getRecipe, type Recipe } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { recipeKeys } from '../../../lib/query-keys';

/**
 * Once a recipe is submitted or saved: `invalidateRecipeQueries(queryClient, saved._id)` refreshes
 * the lists it is now in (My Recipes, pending, the public ones), the counts and its page.
 */
export { invalidateRecipeQueries } from '../../../lib/query-keys';

/**
 * GET /api/recipes/:id for the edit form: the recipe page's own query, read again each time the
 * form opens, because the form edits what is stored now, not what was cached a while ago.
 */
export const editRecipeQueryOptions = (id: string) =>
  queryOptions<Recipe, ApiError>({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => call(getRecipe, { params: { id }, signal }),
    staleTime: 0,
  });
