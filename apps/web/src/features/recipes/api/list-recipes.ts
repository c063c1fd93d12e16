import type { RecipeSummary } from '@family-recipes/shared';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { apiFetchList, type ListPage } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, recipePaths } from './paths';
import { recipeKeys } from '../../../lib/query-keys';

export { LIST_PAGE_SIZE };

function pagedQuery(
  key: ReturnType<typeof recipeKeys.list>,
  path: (page: number) => string,
  enabled = true,
) {
  return infiniteQueryOptions<
    ListPage<RecipeSummary>,
    ApiError,
    { pages: ListPage<RecipeSummary>[]; pageParams: number[] },
    typeof key,
    number
  >({
    queryKey: key,
    queryFn: ({ pageParam, signal, client }) =>
      apiFetchList<RecipeSummary>(path(pageParam), { signal, client }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length + 1 : undefined;
    },
    placeholderData: keepPreviousData,
    // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
    retryOnMount: false,
    enabled,
  });
}

/** GET /api/all-recipes?q=: every approved recipe, newest first. */
export const allRecipesQueryOptions = (q: string) =>
  pagedQuery(recipeKeys.list('all', { q }), (page) => recipePaths.all(q, page));

/** GET /api/categories/:category?q=&sort_by=title&order=1 */
export const categoryRecipesQueryOptions = (category: string, q: string) =>
  pagedQuery(recipeKeys.list('category', { category, q }), (page) =>
    recipePaths.category(category, q, page),
  );

/** GET /api/recipes?q=: search, best matches first; nothing is asked for an empty query. */
export const searchRecipesQueryOptions = (q: string) =>
  pagedQuery(recipeKeys.list('search', { q }), (page) => recipePaths.search(q, page), q !== '');
