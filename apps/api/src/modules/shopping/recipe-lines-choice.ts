import {
  PANTRY_MESSAGES,
  isShoppable,
  isStaple,
  itemFromIngredient,
  type Ingredient,
  type ParsedItem,
} from '@family-recipes/shared';
import { invalidField } from '../../http/errors.js';
import type { Principal } from '../identity/index.js';

/** The keys of the caller's household's pantry staples (modules/pantry). */
export type StapleKeys = (principal: Principal) => Promise<ReadonlySet<string>>;

/** For a service built without a pantry: nothing is a staple. */
export const noStaples: StapleKeys = () => Promise.resolve(new Set<string>());

/** How a write of recipes to a list treats the household's staples. */
export interface RecipeLinesOptions {
  /** True: the staples go onto the list too (the meal plan's `includeStaples`). */
  includeStaples?: boolean | undefined;
}

/**
 * A recipe's lines for a list, scaled by `factor`, in the recipe's order. `lines` given: exactly
 * those, by their place in the recipe, staples included; each must be a line to buy, otherwise
 * nothing is added (400 on `lines`). Left out: every line to buy whose key is not a staple.
 */
export function chosenItems(
  ingredients: readonly Ingredient[],
  factor: number,
  lines: readonly number[] | undefined,
  staples: ReadonlySet<string>,
): ParsedItem[] {
  if (lines === undefined) {
    return ingredients
      .filter(isShoppable)
      .map((ingredient) => itemFromIngredient(ingredient, factor))
      .filter((item) => !isStaple(item.key, staples));
  }
  return [...lines]
    .sort((a, b) => a - b)
    .map((line) => {
      const ingredient = ingredients[line];
      if (!ingredient || !isShoppable(ingredient)) {
        throw invalidField('lines', PANTRY_MESSAGES.lineNotInRecipe(line));
      }
      return itemFromIngredient(ingredient, factor);
    });
}
