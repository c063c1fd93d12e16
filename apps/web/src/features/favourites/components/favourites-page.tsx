import { madeAgo, todayUtc, type RecipeNote } from '@family-recipes/shared';
import { useQueries } from '@tanstack/react-query';
import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { LoadMore, useRecipePages } from '../../../components/recipe-list/recipe-pages';
import { Page } from '../../../components/ui/page';
import { RetryButton } from '../../../components/ui/retry-button';
import { favouritePagesOptions } from '../api/favourites-api';
import { pageNotesQueryOptions } from '../api/recipe-notes-api';
import './favourites.css';

const FAVOURITES_EMPTY = 'No favourites yet. Tap the heart on a recipe to keep it here.';

/**
 * When someone in the cook's household last made each recipe: one read per page of cards, as
 * each page arrives. Until it answers, or when it cannot be read, the cards show nothing more.
 */
function useLastMade(pages: readonly { items: readonly { _id: string }[] }[]) {
  const notes = useQueries({
    queries: pages.map((page) => pageNotesQueryOptions(page.items.map((recipe) => recipe._id))),
    combine: (results) =>
      new Map<string, RecipeNote>(
        results.flatMap((result) => (result.data ?? []).map((note) => [note.recipe_id, note])),
      ),
  });
  const today = todayUtc();
  return (recipeId: string) => {
    const day = notes.get(recipeId)?.last_made;
    return day ? <p className="favourites-page__made">Last made {madeAgo(day, today)}</p> : null;
  };
}

/** The cook's saved recipes as cards, page by page, with "Load more" while there are more. */
export function FavouritesPage() {
  const { query, recipes, total, failed } = useRecipePages(favouritePagesOptions());
  const lastMade = useLastMade(query.data?.pages ?? []);

  return (
    <Page
      title="Favourites"
      lead="The recipes you have saved with the heart, ready for the next time you cook."
    >
      {failed ? (
        <div className="favourites-page__problem" role="alert">
          <p>We could not load your favourites. {query.error?.message}</p>
          <RetryButton query={query} primary />
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
            footer={(recipe) => lastMade(recipe._id)}
          />
        </>
      )}
      {!failed && <LoadMore query={query} className="favourites-page__more" />}
    </Page>
  );
}
