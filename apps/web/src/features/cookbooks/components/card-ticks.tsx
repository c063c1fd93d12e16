import type { CookbookRecipe } from '@family-recipes/shared';
import { useT } from '../../../i18n/language';
import { cookbooksMessages } from '../messages';

/**
 * For each recipe of the book with a scanned card, a tick to print the card after the recipe;
 * nothing when no recipe has one.
 */
export function CardTicks({
  recipes,
  ticked,
  onChange,
}: {
  /** The book's recipes in print order. */
  recipes: CookbookRecipe[];
  ticked: string[];
  onChange(ids: string[]): void;
}) {
  const t = useT(cookbooksMessages);
  const carded = recipes.filter((recipe) => recipe.has_card);
  if (carded.length === 0) return null;
  const on = new Set(ticked);
  return (
    <fieldset className="cookbook-choices cookbook-cards">
      <legend className="cookbook-choices__legend">{t('recipeCards')}</legend>
      <p className="cookbook-panel__text">{t('recipeCardsText')}</p>
      {carded.map((recipe) => (
        <label key={recipe._id} className="cookbook-choice">
          <input
            type="checkbox"
            checked={on.has(recipe._id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...ticked, recipe._id]
                  : ticked.filter((id) => id !== recipe._id),
              )
            }
          />
          <span>{t('printCard', { title: recipe.title })}</span>
        </label>
      ))}
    </fieldset>
  );
}
