import { listFeatured, type RecipeSummary } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/api-client';
import { callList } from '../../../lib/endpoint-client';
import { recipeKeys } from '../../../lib/query-keys';

/** GET /api/featured-recipes: approved and featured recipes for the home carousel. */
export const featuredRecipesQueryOptions = () =>
  queryOptions<ListPage<RecipeSummary>, ApiError>({
    queryKey: recipeKeys.featured(),
    queryFn: ({ signal, client }) => callList(listFeatured, { signal, client }),
    // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
    retryOnMount: false,
  });
