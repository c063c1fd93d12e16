import {
  listDenied,
  listFeatured,
  listMyRecipes,
  listPending,
  type RecipeSummary,
} from '@family-recipes/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../lib/api-client';
import { callList } from '../../../lib/endpoint-client';
import { recipeKeys, type RecipePagesKind } from '../../../lib/query-keys';

/** The lists of this feature: the owner's recipes and the administrator's lists. */
const RECIPE_LIST_ENDPOINTS = {
  mine: listMyRecipes,
  pending: listPending,
  denied: listDenied,
  featured: listFeatured,
} as const satisfies Record<RecipePagesKind, unknown>;
export type RecipeListKind = RecipePagesKind;

export const RECIPE_PAGE_SIZE = 12;

export type RecipePage = ListPage<RecipeSummary>;

function fetchRecipePage(
  kind: RecipeListKind,
  page: number,
  signal?: AbortSignal,
): Promise<RecipePage> {
  return callList(RECIPE_LIST_ENDPOINTS[kind], {
    query: { limit: RECIPE_PAGE_SIZE, page },
    signal,
  });
}

/**
 * One list, page by page. These lists depend on who is signed in, so their pages read them in
 * the browser rather than in a route loader; moderation refreshes them through recipeKeys.pages().
 */
export function recipePagesOptions(kind: RecipeListKind) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.pagesOf(kind),
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
