import { listPending } from '@family-recipes/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/endpoint-client';
import { recipeKeys } from '../../../lib/query-keys';

/**
 * How many recipes wait for review, for the count beside Pending in the Admin menu: one card of
 * GET /api/admin/pending-recipes and its X-Total-Count. Approving or denying a recipe refreshes it
 * (lib/query-keys.ts, invalidateRecipeQueries).
 */
const pendingCountQueryOptions = () =>
  queryOptions({
    queryKey: recipeKeys.pendingCount(),
    queryFn: async ({ signal }) =>
      (await callList(listPending, { query: { limit: 1 }, signal })).total,
    staleTime: 30_000,
  });

export function usePendingCount(enabled: boolean) {
  return useQuery({ ...pendingCountQueryOptions(), enabled });
}
