import type { Recipe } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { apiFetchWithTotal, type ListPage } from './api-fetch-with-total';
import { recipeKeys } from './query-keys';

/** GET /api/featured-recipes: approved and featured recipes for the home carousel. */
export const featuredRecipesQueryOptions = () =>
  queryOptions<ListPage<Recipe>, ApiError>({
    queryKey: recipeKeys.featured(),
    queryFn: ({ signal }) => apiFetchWithTotal<Recipe>('/api/featured-recipes', { signal }),
  });
