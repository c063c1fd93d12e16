import { LATEST_RECIPES_COUNT } from '@family-recipes/shared';

/** Recipes per "Load more recipes" step. */
export const LIST_PAGE_SIZE = 12;

/** The queries of the recipe lists, as their query options ask for them (each page adds its own). */
export const recipeListQueries = {
  latest: () => ({ sort_by: 'more.created_on' as const, order: -1, limit: LATEST_RECIPES_COUNT }),
  all: (q: string) => ({
    q,
    sort_by: 'more.created_on' as const,
    order: -1,
    limit: LIST_PAGE_SIZE,
  }),
  category: (q: string) => ({ q, sort_by: 'title' as const, order: 1, limit: LIST_PAGE_SIZE }),
  /** `asTyped`: no word read as another (as_typed=1, decision 037). */
  search: (q: string, asTyped = false) => ({
    q,
    limit: LIST_PAGE_SIZE,
    as_typed: asTyped ? ('1' as const) : undefined,
  }),
};
