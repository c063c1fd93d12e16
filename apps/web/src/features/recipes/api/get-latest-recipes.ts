import { LATEST_RECIPES_COUNT, type RecipeSummary } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { apiFetchList, queryString, type ListPage } from '../../../lib/api-client';
import { recipeKeys } from './query-keys';

/** GET /api/all-recipes, newest first, four of them: the home page's latest recipes. */
export const latestRecipesQueryOptions = () =>
  queryOptions<ListPage<RecipeSummary>, ApiError>({
    queryKey: recipeKeys.latest(),
    queryFn: ({ signal }) =>
      apiFetchList<RecipeSummary>(
        `/api/all-recipes${queryString({ sort_by: 'more.created_on', order: -1, limit: LATEST_RECIPES_COUNT })}`,
        { signal },
      ),
  });
