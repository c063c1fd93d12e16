import { listDenied, listFeatured, listMyRecipes, listPending } from '@family-recipes/shared';
import { endpointPages } from '../../../../lib/endpoint-query';

/** The lists of this feature: the owner's recipes and the administrator's lists. */
const RECIPE_LIST_ENDPOINTS = {
  mine: listMyRecipes,
  pending: listPending,
  denied: listDenied,
  featured: listFeatured,
} as const;
export type RecipeListKind = keyof typeof RECIPE_LIST_ENDPOINTS;

export const RECIPE_PAGE_SIZE = 12;

/**
 * One list, page by page. These lists depend on who is signed in, so their pages read them in
 * the browser rather than in a route loader; moderation refreshes them (invalidateRecipeQueries).
 */
export function recipePagesOptions(kind: RecipeListKind) {
  return endpointPages(
    RECIPE_LIST_ENDPOINTS[kind],
    { query: { limit: RECIPE_PAGE_SIZE } },
    // Moderation lists change by the minute; show what is there now.
    { staleTime: 0 },
  );
}
