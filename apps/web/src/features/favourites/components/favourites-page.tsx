import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { LoadMore, useRecipePages } from '../../../components/recipe-list/recipe-pages';
import { Page } from '../../../components/ui/page';
import { RetryButton } from '../../../components/ui/retry-button';
import { favouritePagesOptions } from '../api/favourites-api';
import { LastMadeOnCard } from '../../cooked';
import './favourites.css';

const FAVOURITES_EMPTY = 'No favourites yet. Tap the heart on a recipe to keep it here.';

/** The cook's saved recipes as cards, page by page, with "Load more" while there are more. */
export function FavouritesPage() {
  const { query, recipes, total, failed } = useRecipePages(favouritePagesOptions());
  const ids = recipes.map((recipe) => recipe._id);

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
            footer={(recipe) => <LastMadeOnCard recipeId={recipe._id} ids={ids} />}
          />
        </>
      )}
      {!failed && <LoadMore query={query} className="favourites-page__more" />}
    </Page>
  );
}
