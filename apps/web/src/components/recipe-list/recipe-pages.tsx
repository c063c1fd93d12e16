import type { RecipeSummary } from '@family-recipes/shared';
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../ui/button';

type RecipePage = { items: RecipeSummary[]; total: number };

/**
 * A list of recipes read page by page: the recipes loaded so far (each once: a recipe that changes
 * while paging moves the rest along a page), the server's total, and whether the list failed with
 * nothing to show.
 */
export function useRecipePages<
  TPage extends RecipePage,
  TError extends Error,
  TKey extends QueryKey,
>(options: UseInfiniteQueryOptions<TPage, TError, InfiniteData<TPage, number>, TKey, number>) {
  const query = useInfiniteQuery(options);
  const recipes = useMemo<RecipeSummary[]>(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((recipe) => (seen.has(recipe._id) ? false : (seen.add(recipe._id), true)));
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total;
  const failed = query.isError && recipes.length === 0;
  return { query, recipes, total, failed };
}

/** "Load more" while the server has more pages and none is on its way. */
export function LoadMore({
  query,
  className,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  className: string;
}) {
  if (!query.hasNextPage || query.isFetchingNextPage) return null;
  return (
    <div className={className}>
      <Button variant="primary" large onClick={() => void query.fetchNextPage()}>
        Load more
      </Button>
    </div>
  );
}
