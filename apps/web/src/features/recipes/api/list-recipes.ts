import {
  listApproved,
  listCategory,
  SEARCH_CORRECTED_HEADER,
  searchRecipes,
  type RecipeSummary,
} from '@family-recipes/shared';
import { infiniteQueryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/api-client';
import { callList } from '../../../lib/endpoint-client';
import { LIST_PAGE_SIZE, recipeListQueries } from './paths';
import { recipeKeys } from '../../../lib/query-keys';

export { LIST_PAGE_SIZE };

interface ReadInit {
  signal: AbortSignal;
  client: QueryClient;
}

function pagedQuery(
  key: ReturnType<typeof recipeKeys.list>,
  read: (page: number, init: ReadInit) => Promise<ListPage<RecipeSummary>>,
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
    queryFn: ({ pageParam, signal, client }) => read(pageParam, { signal, client }),
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
  pagedQuery(recipeKeys.list('all', { q }), (page, init) =>
    callList(listApproved, { query: recipeListQueries.all(q, page), ...init }),
  );

/** GET /api/categories/:category?q=&sort_by=title&order=1 */
export const categoryRecipesQueryOptions = (category: string, q: string) =>
  pagedQuery(recipeKeys.list('category', { category, q }), (page, init) =>
    callList(listCategory, {
      params: { category },
      query: recipeListQueries.category(q, page),
      ...init,
    }),
  );

/**
 * GET /api/recipes?q=: search, best matches first; nothing is asked for an empty query. Each page
 * keeps the answer's X-Search-Corrected (search-corrected.tsx reads it); `asTyped` asks for none.
 */
export const searchRecipesQueryOptions = (q: string, asTyped = false) =>
  pagedQuery(
    recipeKeys.list('search', asTyped ? { q, asTyped } : { q }),
    (page, init) =>
      callList(searchRecipes, { query: recipeListQueries.search(q, page, asTyped), ...init }, [
        SEARCH_CORRECTED_HEADER,
      ]),
    q !== '',
  );
