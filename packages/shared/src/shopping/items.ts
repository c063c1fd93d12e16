import { isHeadingLine } from '../ingredients/heading.js';
import type { IngredientLine } from '../ingredients/model.js';
import { parseIngredientLine } from '../ingredients/parse.js';
import { understood } from '../ingredients/understood.js';
import type { Aisle } from '../schemas/kitchen.js';
import type { Ingredient } from '../schemas/recipes.js';
import { UNITS } from '../units/units.js';
import { aisleOf } from './aisles.js';
import { keyParts } from './ingredient-key.js';
import { rangeAmount, withoutNoise, type ListAmount } from './list-amount.js';
import type { AmountRange } from './ranges.js';
import { foldText, freeUnitOf, SHELF_CONTAINERS } from './words.js';

/** One line ready for a shopping list, before it is merged or written in the list's units. */
export interface ParsedItem extends ListAmount {
  /**
   * As a shopper writes it: the food without its amount, preparation and remarks, with a capital
   * ("Garlic" for "garlic, pressed", "Flour" for "plain flour").
   */
  ingredient: string;
  key: string;
  aisle: Aisle;
}

/**
 * False for what a recipe's ingredient list holds besides ingredients: an empty line, or a heading
 * of a part of the recipe ("Dough:", "For the bechamel").
 */
export function isShoppable(ingredient: Ingredient): boolean {
  const line = understood(ingredient);
  return line.text.trim() !== '' && !isHeadingLine(line);
}

/**
 * The unit a list line counts in: a measure's id ("tbsp"), a count unit as the cook wrote it
 * ("cloves", "can"), so the line reads like the recipe, or '' for a plain count or no amount.
 */
function unitsOf(line: IngredientLine): string {
  const unit = line.unit;
  if (unit === null || line.quantity === null) return '';
  if (Object.hasOwn(UNITS, unit)) return unit;
  const written = foldText(line.units)
    .split(' ')
    .map((word) => word.replace(/[.,;:]+$/, '').replace(/\(s\)$/, 's'))
    .find((word) => freeUnitOf(word) === unit);
  return written ?? unit;
}

const FROZEN = /\bfrozen\b/i;

/**
 * The food as the cook wrote it ("Pecorino Romano" for the food "pecorino romano"), or the
 * food itself where the text spells it otherwise; the whole ingredient when no food was read.
 */
function writtenFood(line: IngredientLine): string {
  if (line.food === '') return line.ingredient;
  const at = line.ingredient.toLowerCase().indexOf(line.food);
  const written = at === -1 ? '' : line.ingredient.slice(at, at + line.food.length);
  const food = written.toLowerCase() === line.food ? written : line.food;
  // "Frozen" is how the food is used to the recipe (a note), but to the shop it is another
  // product in another aisle: frozen peas are not bought with fresh ones.
  return FROZEN.test(line.note) ? `frozen ${food}` : food;
}

function shelved(name: string, units: string): Aisle {
  const aisle = aisleOf(name);
  const container = freeUnitOf(units);
  // Vegetables and fruit from a can or jar are on the shelves, not with the fresh ones.
  if (aisle === 'produce' && container !== undefined && SHELF_CONTAINERS.has(container)) {
    return 'pantry';
  }
  return aisle;
}

/**
 * An item of the food `food` in `units`, whose amount is a number, a range or null (none). A food
 * that ends in a count unit ("garlic cloves") counts in it when the line gives none, so "4 garlic
 * cloves" adds up with "3 cloves garlic".
 */
function toItem(food: string, units: string, amount: number | AmountRange | null): ParsedItem {
  const parts = keyParts(food);
  let counted = units;
  let name = parts.nameWithUnit;
  if (counted === '' && amount !== null && parts.trailingUnit !== undefined) {
    counted = parts.trailingUnit;
    name = parts.name;
  } else if (parts.trailingUnit === undefined) {
    name = parts.name;
  }
  const written: ListAmount =
    amount === null || typeof amount === 'number'
      ? { quantity: amount, units: counted }
      : rangeAmount(amount, counted);
  return { ...written, ingredient: name, key: parts.key, aisle: shelved(food, counted) };
}

/**
 * A recipe's ingredient as a shopping line, read from its model (ingredients/model.ts), its
 * amount multiplied by `factor` (the servings wanted over the recipe's own); a range ("6-8
 * tbsp") is scaled at both ends ("9-12 tbsp" at 1.5x). The name and the merge key come from the
 * food. Measures keep their unit id here; the list's system is applied by toListAmount when the
 * line is written.
 */
export function itemFromIngredient(ingredient: Ingredient, factor: number): ParsedItem {
  const line = understood(ingredient);
  const units = unitsOf(line);
  const food = writtenFood(line);
  if (line.range) {
    return toItem(food, units, { low: line.range.low * factor, high: line.range.high * factor });
  }
  const quantity = line.quantity === null ? null : withoutNoise(line.quantity * factor);
  return toItem(food, units, quantity);
}

/** A free item typed into a list ("2 lemons", "1 cup milk", "salt"), read like a recipe line. */
export function parseItemText(text: string): ParsedItem {
  return itemFromIngredient(parseIngredientLine(text), 1);
}
