import { LATEST_RECIPES_COUNT } from '@family-recipes/shared';

/** Recipes per "Load more recipes" step. */
export const LIST_PAGE_SIZE = 12;

/** The queries of the recipe lists, as their query options ask for them. */
export const recipeListQueries = {
  latest: () => ({ sort_by: 'more.created_on' as const, order: -1, limit: LATEST_RECIPES_COUNT }),
  all: (q: string, page: number) => ({
    q,
    sort_by: 'more.created_on' as const,
    order: -1,
    limit: LIST_PAGE_SIZE,
    page,
  }),
  category: (q: string, page: number) => ({
    q,
    sort_by: 'title' as const,
    order: 1,
    limit: LIST_PAGE_SIZE,
    page,
  }),
  /** `asTyped`: no word read as another (as_typed=1, decision 037). */
  search: (q: string, page: number, asTyped = false) => ({
    q,
    limit: LIST_PAGE_SIZE,
    page,
    as_typed: asTyped ? ('1' as const) : undefined,
  }),
};
