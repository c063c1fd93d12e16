import {
  listApproved,
  listCategory,
  SEARCH_CORRECTED_HEADER,
  searchRecipes,
} from '@family-recipes/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { endpointPages } from '../../../lib/endpoint-query';
import { LIST_PAGE_SIZE, recipeListQueries } from './paths';

export { LIST_PAGE_SIZE };

/**
 * A list keeps showing its last answer while the next one loads; a page's loader has just made
 * the read (app/router.tsx), so a failure is shown, not repeated.
 */
const LISTED = { placeholderData: keepPreviousData, retryOnMount: false } as const;

/** GET /api/all-recipes?q=: every approved recipe, newest first. */
export const allRecipesQueryOptions = (q: string) =>
  endpointPages(listApproved, { query: recipeListQueries.all(q) }, LISTED);

/** GET /api/categories/:category?q=&sort_by=title&order=1 */
export const categoryRecipesQueryOptions = (category: string, q: string) =>
  endpointPages(
    listCategory,
    { params: { category }, query: recipeListQueries.category(q) },
    LISTED,
  );

/**
 * GET /api/recipes?q=: search, best matches first; nothing is asked for an empty query. Each page
 * keeps the answer's X-Search-Corrected (search-corrected.tsx reads it); `asTyped` asks for none.
 */
export const searchRecipesQueryOptions = (q: string, asTyped = false) =>
  endpointPages(
    searchRecipes,
    { query: recipeListQueries.search(q, asTyped) },
    { ...LISTED, readHeaders: [SEARCH_CORRECTED_HEADER], enabled: q !== '' },
  );
