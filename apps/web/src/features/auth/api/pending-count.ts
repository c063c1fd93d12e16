import { useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api-client';

/**
 * How many recipes wait for review, for the count beside Pending in the Admin menu: one card of
 * GET /api/admin/pending-recipes and its X-Total-Count. The key names "recipes" so that approving
 * or denying (which refreshes every recipe query) refreshes it too.
 */
export function usePendingCount(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'pending-recipes', 'count'],
    queryFn: async ({ signal }) =>
      (await apiFetchList<unknown>('/api/admin/pending-recipes?limit=1', { signal })).total,
    enabled,
    staleTime: 30_000,
  });
}
