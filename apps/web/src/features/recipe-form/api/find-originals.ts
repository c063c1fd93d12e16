import { searchRecipes } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/endpoint-client';
import { recipeKeys } from '../../../lib/query-keys';

/** Approved recipes matching `q` (GET /api/recipes), for choosing the original of a variation. */
export function useOriginalCandidates(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: recipeKeys.originals(text),
    queryFn: async ({ signal }) =>
      (await callList(searchRecipes, { query: { q: text, limit: 6 }, signal })).items,
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
}
