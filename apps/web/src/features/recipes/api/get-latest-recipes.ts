import { listApproved, type RecipeSummary } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/api-client';
import { callList } from '../../../lib/endpoint-client';
import { recipeListQueries } from './paths';
import { recipeKeys } from '../../../lib/query-keys';

/** GET /api/all-recipes, newest first, four of them: the home page's latest recipes. */
export const latestRecipesQueryOptions = () =>
  queryOptions<ListPage<RecipeSummary>, ApiError>({
    queryKey: recipeKeys.latest(),
    queryFn: ({ signal, client }) =>
      callList(listApproved, { query: recipeListQueries.latest(), signal, client }),
    // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
    retryOnMount: false,
  });
