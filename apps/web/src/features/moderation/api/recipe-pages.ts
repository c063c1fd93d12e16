import type { RecipeSummary } from '@family-recipes/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetchList, queryString, type ListPage } from '../../../lib/api-client';

/** The lists of this feature: the owner's recipes and the administrator's lists. */
export const RECIPE_LIST_PATHS = {
  mine: '/api/my-recipes',
  pending: '/api/admin/pending-recipes',
  denied: '/api/admin/denied-recipes',
  featured: '/api/featured-recipes',
} as const;
export type RecipeListKind = keyof typeof RECIPE_LIST_PATHS;

export const RECIPE_PAGE_SIZE = 12;

export type RecipePage = ListPage<RecipeSummary>;

export function fetchRecipePage(
  kind: RecipeListKind,
  page: number,
  signal?: AbortSignal,
): Promise<RecipePage> {
  return apiFetchList<RecipeSummary>(
    `${RECIPE_LIST_PATHS[kind]}${queryString({ limit: RECIPE_PAGE_SIZE, page })}`,
    { signal: signal ?? null },
  );
}

export function recipePagesOptions(kind: RecipeListKind) {
  return infiniteQueryOptions({
    // Named "recipes" so that moderation actions elsewhere, which invalidate every recipe query,
    // refresh these lists too.
    queryKey: ['moderation', 'recipes', kind],
    queryFn: ({ pageParam, signal }) => fetchRecipePage(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    // Moderation lists change by the minute; show what is there now.
    staleTime: 0,
  });
}
