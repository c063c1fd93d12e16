import { getRecipe } from '@family-recipes/shared';
import { endpointQuery } from '../../../../lib/endpoint-query';

/**
 * Once a recipe is submitted or saved: `invalidateRecipeQueries(queryClient, saved._id)` refreshes
 * the lists it is now in (My Recipes, pending, the public ones), the counts and its page.
 */
export { invalidateRecipeQueries } from '../../../../lib/query-keys';

/**
 * GET /api/recipes/:id for the edit form: the recipe page's own read (the same key), read again
 * each time the form opens, because the form edits what is stored now, not what was cached a
 * while ago.
 */
export const editRecipeQueryOptions = (id: string) =>
  endpointQuery(getRecipe, { params: { id } }, { staleTime: 0 });
