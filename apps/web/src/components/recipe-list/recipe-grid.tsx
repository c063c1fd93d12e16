import { PAGE_TEXT, type RecipeSummary } from '@family-recipes/shared';
import { RecipeCard } from '../recipe-card/recipe-card';
import './recipe-grid.css';

/** A responsive grid of recipe cards with its loading and empty states. */
export function RecipeGrid({
  recipes,
  emptyText,
  loading = false,
  headingLevel = 2,
}: {
  recipes: RecipeSummary[];
  emptyText: string;
  loading?: boolean;
  headingLevel?: 2 | 3;
}) {
  if (loading && recipes.length === 0) return <LoadingIndicator />;
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
          <li key={recipe._id}>
            <RecipeCard recipe={recipe} headingLevel={headingLevel} priority={index === 0} />
          </li>
        ))}
      </ul>
      {loading && <LoadingIndicator />}
    </>
  );
}

export function LoadingIndicator() {
  return (
    <div className="recipe-grid__loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{PAGE_TEXT.loading}</span>
    </div>
  );
}
