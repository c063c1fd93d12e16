import type { RecipeSummary } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { useLoadedT } from '../../i18n/language';
import { recipeCardMessages } from '../recipe-card/messages';
import { RecipeCard, RecipeCardSkeleton } from '../recipe-card/recipe-card';
import './recipe-grid.css';

/**
 * A responsive grid of recipe cards with its loading and empty states. While the first answer is
 * awaited it shows `skeletons` card-shaped placeholders, so the cards take their place without
 * pushing anything; `announce` adds a "Loading" status for screen readers where the page has no
 * visible one.
 */
export function RecipeGrid({
  recipes,
  emptyText,
  loading = false,
  headingLevel = 2,
  skeletons = 4,
  announce = true,
  footer,
}: {
  recipes: RecipeSummary[];
  emptyText: string;
  loading?: boolean;
  headingLevel?: 2 | 3;
  skeletons?: number;
  announce?: boolean;
  /** Shown under each card (My Recipes: the review status and note). */
  footer?: (recipe: RecipeSummary) => ReactNode;
}) {
  const t = useLoadedT(recipeCardMessages);
  if (loading && recipes.length === 0) {
    return (
      <>
        {announce && (
          <p className="visually-hidden" role="status">
            {t('loading')}
          </p>
        )}
        <ul className="recipe-grid" aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <RecipeCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (recipes.length === 0) {
    return (
      <p className="recipe-grid__empty" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <ul className="recipe-grid">
        {recipes.map((recipe, index) => (
          <li key={recipe._id} className={footer ? 'recipe-grid__item--footed' : undefined}>
            <RecipeCard recipe={recipe} headingLevel={headingLevel} priority={index === 0} />
            {footer?.(recipe)}
          </li>
        ))}
      </ul>
      {loading && <LoadingIndicator />}
    </>
  );
}

export function LoadingIndicator() {
  const t = useLoadedT(recipeCardMessages);
  return (
    <div className="recipe-grid__loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
