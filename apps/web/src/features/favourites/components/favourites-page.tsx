import type { RecipeSummary } from '@family-recipes/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { Page } from '../../../components/ui/page';
import { favouritePagesOptions } from '../api/favourites-api';
import './favourites.css';

const FAVOURITES_EMPTY = 'No favourites yet. Tap the heart on a recipe to keep it here.';

/** The cook's saved recipes as cards, page by page, with "Load more" while there are more. */
export function FavouritesPage() {
  const query = useInfiniteQuery(favouritePagesOptions());
  const recipes = useMemo<RecipeSummary[]>(() => {
    const seen = new Set<string>();
    // A recipe saved while paging moves the rest along a page; show each one once.
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((recipe) => (seen.has(recipe._id) ? false : (seen.add(recipe._id), true)));
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total;
  const failed = query.isError && recipes.length === 0;

  return (
    <Page
      title="Favourites"
      lead="The recipes you have saved with the heart, ready for the next time you cook."
    >
      {failed ? (
        <div className="favourites-page__problem" role="alert">
          <p>We could not load your favourites. {query.error.message}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          {total !== undefined && total > 0 && (
            <p className="favourites-page__count">
              {total === 1 ? '1 saved recipe' : `${total} saved recipes`}
            </p>
          )}
          <RecipeGrid
            recipes={recipes}
            emptyText={FAVOURITES_EMPTY}
            loading={query.isPending || query.isFetchingNextPage}
          />
        </>
      )}
      {!failed && query.hasNextPage && !query.isFetchingNextPage && (
        <div className="favourites-page__more">
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </button>
        </div>
      )}
    </Page>
  );
}
