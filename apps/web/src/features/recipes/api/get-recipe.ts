import { getRecipe, type Recipe } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { recipeKeys } from '../../../lib/query-keys';

/** GET /api/recipes/:id; 403 and 404 answers arrive as ApiError with their status. */
export const recipeQueryOptions = (id: string) =>
  queryOptions<Recipe, ApiError>({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal, client }) => call(getRecipe, { params: { id }, signal, client }),
    // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
    retryOnMount: false,
  });
