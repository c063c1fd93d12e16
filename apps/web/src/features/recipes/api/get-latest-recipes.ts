import type { RecipeSummary } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { apiFetchList, type ListPage } from '../../../lib/api-client';
import { recipePaths } from './paths';
import { recipeKeys } from '../../../lib/query-keys';

/** GET /api/all-recipes, newest first, four of them: the home page's latest recipes. */
export const latestRecipesQueryOptions = () =>
  queryOptions<ListPage<RecipeSummary>, ApiError>({
    queryKey: recipeKeys.latest(),
    queryFn: ({ signal, client }) =>
      apiFetchList<RecipeSummary>(recipePaths.latest(), { signal, client }),
    // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
    retryOnMount: false,
  });
