import { LATEST_RECIPES_COUNT } from '@family-recipes/shared';
import { queryString } from '../../../lib/api-client';

/** Recipes per "Load more recipes" step. */
export const LIST_PAGE_SIZE = 12;

/** The API paths of the recipe reads, as their query options ask for them. */
export const recipePaths = {
  featured: () => '/api/featured-recipes',
  latest: () =>
    `/api/all-recipes${queryString({ sort_by: 'more.created_on', order: -1, limit: LATEST_RECIPES_COUNT })}`,
  all: (q: string, page: number) =>
    `/api/all-recipes${queryString({ q, sort_by: 'more.created_on', order: -1, limit: LIST_PAGE_SIZE, page })}`,
  category: (category: string, q: string, page: number) =>
    `/api/categories/${encodeURIComponent(category)}${queryString({ q, sort_by: 'title', order: 1, limit: LIST_PAGE_SIZE, page })}`,
  search: (q: string, page: number) =>
    `/api/recipes${queryString({ q, limit: LIST_PAGE_SIZE, page })}`,
  detail: (id: string) => `/api/recipes/${encodeURIComponent(id)}`,
};
