import type { RecipeSummary } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { apiFetchList, type ListPage } from '../../../lib/api-client';
import { recipePaths } from './paths';
import { recipeKeys } from '../../../lib/query-keys';

/** GET /api/featured-recipes: approved and featured recipes for the home carousel. */
export const featuredRecipesQueryOptions = () =>
  queryOptions<ListPage<RecipeSummary>, ApiError>({
    queryKey: recipeKeys.featured(),
    queryFn: ({ signal, client }) =>
      apiFetchList<RecipeSummary>(recipePaths.featured(), { signal, client }),
    // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
    retryOnMount: false,
  });
