import type { IngredientLine } from './model.js';
import { formatAmount, formatDecimal, scaleAmount } from '../parsing/amount.js';
import { parseLines } from '../parsing/lines.js';
import { readLine } from './reader.js';

/** The edit form asks for decimals; three keep 1/8 (0.125) exact. */
const EDIT_DECIMALS = 3;

/** The specification's three fields. */
interface Fields {
  quantity: number | null;
  units: string;
  ingredient: string;
}

/**
 * One line as the site understands it (model.ts), as a cook means it:
 * - the amount first or after the food ("2 cups flour", "Flour - 2 cups", "Eggs: 5"), with
 *   decimals, decimal commas, fractions, mixed numbers, ranges ("1-2", "6 or 7", quantity the low
 *   end) and "~", "about" or "approx." before it;
 * - the unit from one dictionary (dictionary.ts), glued or not ("400g"), also after the food
 *   ("3 garlic cloves"); a size before a unit is part of the unit as written ("1 small bunch"),
 *   a size before a food stays in the ingredient ("2 large eggs": no unit) and out of the food;
 * - the same amount in other units, in parentheses, after a slash or "or", is the alternate;
 * - the food is a key: lower case, plural as written ("eggs", "egg"), without sizes, preparations
 *   ("chopped", "melted", "fresh"), states ("hot water", "2 whole eggs"), remarks, asides or the
 *   "of" that joined it to its unit; products stay ("crushed tomatoes", "hot sauce", "whole milk");
 * - alternatives written as one food stay in it: "butter or lard", "jam or marmalade", and lists
 *   ending in "or" ("maple syrup, agave, or honey"); an alternative with an amount of its own
 *   ("4 tbsp ketchup or 3 tbsp tomato sauce"), a remark ("or any other oil", "or similar", "of
 *   your choice", "or fresh") or a single "or" after a comma ("water, or as needed") is a note;
 * - "a pinch of salt", "Pinch of salt" and "Pinch salt" are one pinch: a unit without a number is
 *   one of it, but a plural one ("Sprigs of mint") says no number;
 * - a heading ("Dough:", "For the sauce") has no amount, the line as its ingredient and its words
 *   as its food;
 * - a line without a letter cannot be read: all ingredient, food ''.
 * Work is linear in the line's length; any string is read without throwing.
 */
export function parseIngredientLine(text: string): IngredientLine {
  return readLine(text);
}

/** The ingredients text area: one ingredient per line, blank lines dropped. */
export function parseIngredients(text: string): IngredientLine[] {
  return parseLines(text).map(parseIngredientLine);
}

function writeAmount(quantity: number | null, decimals: boolean): string {
  if (quantity === null) return '';
  return decimals ? formatDecimal(quantity, EDIT_DECIMALS) : formatAmount(quantity);
}

/** Turns a stored ingredient back into the line that produces it, for the edit form. */
export function ingredientToLine(ingredient: Fields, options: { decimals?: boolean } = {}): string {
  const amount = writeAmount(ingredient.quantity, options.decimals ?? false);
  return [amount, ingredient.units, ingredient.ingredient].filter((part) => part !== '').join(' ');
}

/** An ingredient as the recipe page shows it, scaled by the 1x/2x/3x buttons. */
export function formatIngredient(ingredient: Fields, factor = 1): string {
  return ingredientToLine({ ...ingredient, quantity: scaleAmount(ingredient.quantity, factor) });
}
