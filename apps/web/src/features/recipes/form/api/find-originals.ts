import { searchRecipes } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointPage } from '../../../../lib/endpoint-query';

/** Approved recipes matching `q` (GET /api/recipes), for choosing the original of a variation. */
export function useOriginalCandidates(q: string) {
  const text = q.trim();
  return useQuery(
    endpointPage(
      searchRecipes,
      { query: { q: text, limit: 6 } },
      { select: (page) => page.items, enabled: text.length >= 2, staleTime: 60_000 },
    ),
  );
}
