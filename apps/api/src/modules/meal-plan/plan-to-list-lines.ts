import {
  isShoppable,
  isStaple,
  lineAsText,
  itemFromIngredient,
  type Ingredient,
} from '@family-recipes/shared';

/* A planned recipe's lines to buy, as a shopping list would show them, for the week's preview. */

/** One line of a recipe that could go on a list. */
export interface PreviewLine {
  /** Its place among the recipe's ingredients, from 0. */
  line: number;
  text: string;
  staple: boolean;
}

/** True when the recipe's line is one of the household's staples (its key, as the list reads it). */
function isStapleLine(ingredient: Ingredient, staples: ReadonlySet<string>): boolean {
  return isStaple(itemFromIngredient(ingredient, 1).key, staples);
}

/** The recipe's lines to buy (headings and empty lines left out), scaled by `factor`. */
export function previewLines(
  ingredients: readonly Ingredient[],
  factor: number,
  staples: ReadonlySet<string>,
): PreviewLine[] {
  return ingredients.flatMap((ingredient, line) => {
    if (!isShoppable(ingredient)) return [];
    const item = itemFromIngredient(ingredient, factor);
    return [{ line, text: lineAsText(item), staple: isStaple(item.key, staples) }];
  });
}

/**
 * The places of the recipe's lines to buy that go on the list: every one but those `skipped` and,
 * unless `withStaples`, the staples.
 */
export function keptLines(
  ingredients: readonly Ingredient[],
  skipped: ReadonlySet<number>,
  staples: ReadonlySet<string>,
  withStaples: boolean,
): number[] {
  return ingredients.flatMap((ingredient, line) =>
    isShoppable(ingredient) &&
    !skipped.has(line) &&
    (withStaples || !isStapleLine(ingredient, staples))
      ? [line]
      : [],
  );
}
