import { getRecipe } from '@family-recipes/shared';
import { endpointQuery } from '../../../lib/endpoint-query';

/** GET /api/recipes/:id; 403 and 404 answers arrive as ApiError with their status. */
export const recipeQueryOptions = (id: string) =>
  // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
  endpointQuery(getRecipe, { params: { id } }, { retryOnMount: false });
