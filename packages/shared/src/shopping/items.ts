import { parseIngredientLine } from '../parsing/ingredients.js';
import type { Aisle } from '../schemas/kitchen.js';
import type { Ingredient } from '../schemas/recipe.js';
import { findUnit } from '../units/units.js';
import { aisleOf } from './aisles.js';
import { keyParts } from './ingredient-key.js';
import { withoutNoise, type ListAmount } from './merge.js';
import { foldText, freeUnitOf, SHELF_CONTAINERS } from './words.js';

/** One line ready for a shopping list, before it is merged or written in the list's units. */
export interface ParsedItem extends ListAmount {
  /** As the cook reads it: the name without its amount ("garlic, pressed"). */
  ingredient: string;
  key: string;
  aisle: Aisle;
}

/** Size words written before a free unit describe the unit ("1 small bunch of coriander"). */
const UNIT_SIZES: ReadonlySet<string> = new Set(['small', 'medium', 'large', 'big', 'generous']);

/**
 * The name as the cook reads it. An aside before it repeats the amount in other units
 * ("350g (~12 oz) wheat flour") and "of" only joined it to the unit, so both go.
 */
function join(...parts: readonly string[]): string {
  const whole = parts.join(' ').replace(/\s+/g, ' ').trim();
  const name = whole.replace(/^(?:\([^()]*\)\s*)+/, '').replace(/^of\s+/i, '');
  return name === '' ? whole : name;
}

interface Split {
  units: string;
  name: string;
}

/**
 * The stored ingredient keeps every middle word in `units` ("cup brown" for "1 cup brown sugar",
 * "cloves of" for "3 cloves of garlic"); a list wants the unit alone and the rest in the name.
 */
function splitUnits(ingredient: Ingredient): Split {
  const units = ingredient.units.trim();
  if (ingredient.quantity === null || units === '') {
    return { units: '', name: join(units, ingredient.ingredient) };
  }
  const measure = findUnit(units);
  if (measure) return { units: measure.unit.id, name: join(measure.rest, ingredient.ingredient) };
  const words = units.split(/\s+/);
  let first = 0;
  while (first < words.length - 1 && UNIT_SIZES.has(foldText(words[first] ?? ''))) first += 1;
  const word = words[first] ?? '';
  if (freeUnitOf(word) !== undefined) {
    return {
      units: foldText(word).replace(/[.,;:]+$/, ''),
      name: join(...words.slice(first + 1), ingredient.ingredient),
    };
  }
  return { units: '', name: join(units, ingredient.ingredient) };
}

/**
 * False for what a recipe's ingredient list holds besides ingredients: an empty line, or a heading
 * of a part of the recipe ("Dough:", "For the bechamel"), which has no amount.
 */
export function isShoppable(ingredient: Ingredient): boolean {
  const text = `${ingredient.units} ${ingredient.ingredient}`.trim();
  if (text === '') return false;
  if (ingredient.quantity !== null) return true;
  return !/:$/.test(text) && !/^for the\b/i.test(text);
}

/**
 * A recipe's ingredient as a shopping line, its amount multiplied by `factor` (the servings
 * wanted over the recipe's own). Measures keep their unit id here; the list's system is applied
 * by toListAmount when the line is written.
 */
export function itemFromIngredient(ingredient: Ingredient, factor: number): ParsedItem {
  const quantity = ingredient.quantity === null ? null : withoutNoise(ingredient.quantity * factor);
  const split = splitUnits(ingredient);
  const parts = keyParts(split.name);
  let units = split.units;
  if (units === '' && quantity !== null && parts.trailingUnit !== undefined) {
    units = parts.trailingUnit;
  }
  let aisle = aisleOf(split.name);
  const container = freeUnitOf(units);
  // Vegetables and fruit from a can or jar are on the shelves, not with the fresh ones.
  if (aisle === 'produce' && container !== undefined && SHELF_CONTAINERS.has(container)) {
    aisle = 'pantry';
  }
  return { quantity, units, ingredient: split.name, key: parts.key, aisle };
}

/** A free item typed into a list ("2 lemons", "1 cup milk", "salt"), read like a recipe line. */
export function parseItemText(text: string): ParsedItem {
  return itemFromIngredient(parseIngredientLine(text), 1);
}
