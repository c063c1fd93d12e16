import {
  formatIngredient,
  isShoppable,
  isStaple,
  itemFromIngredient,
  recipeServings,
  type Ingredient,
  type Recipe,
} from '@family-recipes/shared';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { usePantry } from '../api/pantry-api';
import { shoppingMessages } from '../messages';
import './recipe-lines.css';

/** One line of the recipe a cook can put on the list. */
export interface RecipeLine {
  /** Its place among the recipe's ingredients: what the API is sent (`lines`). */
  index: number;
  ingredient: Ingredient;
  /** One of the household's pantry staples: left unticked to begin with. */
  staple: boolean;
}

/**
 * The recipe's lines to buy and which of them are ticked: every one but the household's pantry
 * staples until the cook changes them. While the pantry loads nothing is offered; when it cannot
 * be read, every line is ticked.
 */
export function useRecipeLines(recipe: Recipe) {
  const pantry = usePantry();
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const staples = useMemo(
    () => new Set(pantry.data?.staples.map((staple) => staple.key)),
    [pantry.data],
  );
  const lines = useMemo<RecipeLine[]>(
    () =>
      recipe.ingredients.flatMap((ingredient, index) =>
        isShoppable(ingredient)
          ? [
              {
                index,
                ingredient,
                staple: isStaple(itemFromIngredient(ingredient, 1).key, staples),
              },
            ]
          : [],
      ),
    [recipe.ingredients, staples],
  );
  const isTicked = (line: RecipeLine) => changed.get(line.index) ?? !line.staple;
  return {
    pantry,
    lines,
    isTicked,
    chosen: lines.filter(isTicked).map((line) => line.index),
    tick: (index: number, ticked: boolean) => setChanged((was) => new Map(was).set(index, ticked)),
  };
}

type LineChoice = ReturnType<typeof useRecipeLines>;

/** How much more or less than the recipe makes: 1 when the servings are not a number yet. */
function factorOf(recipe: Recipe, servings: string): number {
  const own = recipeServings(recipe.more.serving);
  const wanted = Number(servings);
  return own && Number.isInteger(wanted) && wanted > 0 ? wanted / own : 1;
}

/**
 * The recipe's lines at the servings asked for, each with a box to tick: what goes on the list.
 * Staples say so beside them.
 */
export function RecipeLinesChecklist({
  recipe,
  servings,
  choice,
  error,
}: {
  recipe: Recipe;
  servings: string;
  choice: LineChoice;
  error?: string | undefined;
}) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const prefix = useId();
  const factor = factorOf(recipe, servings);
  const { pantry, lines } = choice;
  const errorId = `${prefix}-error`;

  if (pantry.isPending) {
    return (
      <p className="shopping-panel__text" role="status">
        {t('checkingPantry')}
      </p>
    );
  }

  return (
    <fieldset className="recipe-lines" aria-describedby={error ? errorId : undefined}>
      <legend className="recipe-lines__legend">{t('whatToPut')}</legend>
      {pantry.isError ? (
        <p className="recipe-lines__note" role="alert">
          {t('pantryCheckFailed', { reason: shared(pantry.error.message) })}
        </p>
      ) : (
        <p className="recipe-lines__note">{t('untickWhatYouHave')}</p>
      )}
      {lines.length === 0 ? (
        <p className="recipe-lines__note">{t('noLinesToBuy')}</p>
      ) : (
        <ul className="recipe-lines__list">
          {lines.map((line) => {
            const id = `${prefix}-line-${line.index}`;
            return (
              <li key={line.index} className="recipe-lines__line">
                <input
                  id={id}
                  type="checkbox"
                  className="recipe-lines__box"
                  checked={choice.isTicked(line)}
                  onChange={(event) => choice.tick(line.index, event.target.checked)}
                  aria-describedby={line.staple ? `${id}-staple` : undefined}
                />
                <label htmlFor={id} className="recipe-lines__label">
                  {formatIngredient(line.ingredient, factor)}
                </label>
                {line.staple && (
                  <span id={`${id}-staple`} className="recipe-lines__staple">
                    {t('alwaysHave')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="recipe-lines__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
