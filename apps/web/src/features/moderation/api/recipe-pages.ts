import { PAGE_TEXT, type Recipe } from '@family-recipes/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** The lists of this feature: the owner's recipes and the administrator's lists. */
export const RECIPE_LIST_PATHS = {
  mine: '/api/my-recipes',
  pending: '/api/admin/pending-recipes',
  denied: '/api/admin/denied-recipes',
  featured: '/api/featured-recipes',
} as const;
export type RecipeListKind = keyof typeof RECIPE_LIST_PATHS;

export const RECIPE_PAGE_SIZE = 12;

export interface RecipePage {
  items: Recipe[];
  /** Every recipe of the list on the server (X-Total-Count). */
  total: number;
}

/**
 * One page of a list. Like apiFetch (cookies, ApiError with the server's message) but it also
 * reads X-Total-Count, which apiFetch does not expose, to know whether there is more to load.
 */
export async function fetchRecipePage(
  kind: RecipeListKind,
  page: number,
  signal?: AbortSignal,
): Promise<RecipePage> {
  const search = new URLSearchParams({ limit: String(RECIPE_PAGE_SIZE), page: String(page) });
  let response: Response;
  try {
    response = await fetch(`${RECIPE_LIST_PATHS[kind]}?${search}`, {
      signal: signal ?? null,
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, PAGE_TEXT.networkError);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !Array.isArray(payload)) {
    const message =
      typeof payload === 'object' && payload !== null && 'message' in payload
        ? String(payload.message)
        : `Request failed with status ${response.status}.`;
    throw new ApiError(response.status, message);
  }
  const header = response.headers.get('X-Total-Count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : payload.length;
  return { items: payload as Recipe[], total };
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
