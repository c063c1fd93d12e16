import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { LoadMore, useRecipePages } from '../../../components/recipe-list/recipe-pages';
import { Page } from '../../../components/ui/page';
import { RetryButton } from '../../../components/ui/retry-button';
import { favouritePagesOptions } from '../api/favourites-api';
import { LastMadeOnCard } from '../../cooked';
import './favourites.css';
import { useT } from '../../../i18n/language';
import { favouritesMessages } from '../messages';

/** The cook's saved recipes as cards, page by page, with "Load more" while there are more. */
export function FavouritesPage() {
  const t = useT(favouritesMessages);
  const { query, recipes, total, failed } = useRecipePages(favouritePagesOptions());
  const ids = recipes.map((recipe) => recipe._id);

  return (
    <Page title={t('title')} lead={t('lead')}>
      {failed ? (
        <div className="favourites-page__problem" role="alert">
          <p>{t('loadFailed', { error: query.error?.message ?? '' })}</p>
          <RetryButton query={query} primary />
        </div>
      ) : (
        <>
          {total !== undefined && total > 0 && (
            <p className="favourites-page__count">{t('savedCount', { count: total })}</p>
          )}
          <RecipeGrid
            recipes={recipes}
            emptyText={t('empty')}
            loading={query.isPending || query.isFetchingNextPage}
            footer={(recipe) => <LastMadeOnCard recipeId={recipe._id} ids={ids} />}
          />
        </>
      )}
      {!failed && <LoadMore query={query} className="favourites-page__more" />}
    </Page>
  );
}
