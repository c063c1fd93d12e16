import { listPending } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointPage } from '../../../lib/endpoint-query';

/**
 * How many recipes wait for review, for the count beside Pending in the Admin menu: one card of
 * GET /api/admin/pending-recipes and its X-Total-Count. Approving or denying a recipe refreshes it
 * (lib/query-keys.ts, invalidateRecipeQueries).
 */
export function usePendingCount(enabled: boolean) {
  return useQuery(
    endpointPage(
      listPending,
      { query: { limit: 1 } },
      { select: (page) => page.total, staleTime: 30_000, enabled },
    ),
  );
}
