import {
  PAGE_TEXT,
  RECIPE_STATUS,
  REVIEW_TEXT,
  STATUS_LABELS,
  type RecipeSummary,
} from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Ban, Hourglass, Icon, Star } from '../../../../components/icons';
import { RecipeGrid } from '../../../../components/recipe-list/recipe-grid';
import { LoadMore, useRecipePages } from '../../../../components/recipe-list/recipe-pages';
import { Page } from '../../../../components/ui/page';
import { useT } from '../../../../i18n/language';
import { useSharedText } from '../../../../i18n/shared-text';
import { markers, withNodes } from '../../../../i18n/with-nodes';
import { recipeListsMessages } from '../messages';
import { recipePagesOptions, type RecipeListKind } from '../api/recipe-pages';
import './recipe-list-page.css';

/**
 * A page with one list of recipes: its heading, a short explanation, the cards and "Load more"
 * while the server has more. A failed list reads "No recipes found." (docs/product.md, page texts).
 */
export function RecipeListPage({
  kind,
  title,
  lead,
  actions,
  legend = false,
  review = false,
}: {
  kind: RecipeListKind;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  /** Explains the corner icons of pending and denied recipes. */
  legend?: boolean;
  /** Shows each recipe's status and the reviewer's latest note under its card (My Recipes). */
  review?: boolean;
}) {
  const t = useT(recipeListsMessages);
  const text = useSharedText();
  const { query, recipes, total, failed } = useRecipePages(recipePagesOptions(kind));

  return (
    <Page title={title} lead={lead}>
      {(actions || legend) && (
        <div className="recipe-list-page__bar">
          {legend && <StatusLegend />}
          {actions}
        </div>
      )}
      {!failed && total !== undefined && total > 0 && (
        <p className="recipe-list-page__count">{t('recipeCount', { count: total })}</p>
      )}
      <RecipeGrid
        recipes={failed ? [] : recipes}
        emptyText={text(PAGE_TEXT.noRecipesFoundList)}
        loading={query.isPending || query.isFetchingNextPage}
        {...(review ? { footer: (recipe: RecipeSummary) => <ReviewStatus recipe={recipe} /> } : {})}
      />
      <LoadMore query={query} className="recipe-list-page__more" />
    </Page>
  );
}

/** A recipe's review status in words, the reviewer's latest note, and a way to act on it. */
function ReviewStatus({ recipe }: { recipe: RecipeSummary }) {
  const t = useT(recipeListsMessages);
  const text = useSharedText();
  const label = STATUS_LABELS[recipe.status];
  return (
    <div className={`review-status review-status--${label.toLowerCase()}`}>
      <p className="review-status__status">
        {withNodes(t('status', markers(['status'])), [<strong key="status">{text(label)}</strong>])}
      </p>
      {recipe.review_note && (
        <div className="review-status__note">
          <p className="review-status__label">{text(REVIEW_TEXT.noteFromReviewer)}</p>
          <p className="review-status__text">{recipe.review_note}</p>
        </div>
      )}
      {recipe.status === RECIPE_STATUS.DENIED && (
        <Link to={`/edit-recipe/${recipe._id}`} className="button button--primary">
          {t('changeAndSendAgain')}
          <span className="visually-hidden">: {recipe.title}</span>
        </Link>
      )}
    </div>
  );
}

/** The corner icons of the recipe cards, explained in words. */
function StatusLegend() {
  const t = useT(recipeListsMessages);
  return (
    <ul className="status-legend" aria-label={t('legendLabel')}>
      <li>
        <span className="status-legend__icon status-legend__icon--pending">
          <Icon icon={Hourglass} size={18} />
        </span>
        {t('legendPending')}
      </li>
      <li>
        <span className="status-legend__icon status-legend__icon--denied">
          <Icon icon={Ban} size={18} />
        </span>
        {t('legendDenied')}
      </li>
      <li>
        <span className="status-legend__icon status-legend__icon--featured">
          <Icon icon={Star} size={18} fill="currentColor" />
        </span>
        {t('legendFeatured')}
      </li>
    </ul>
  );
}
