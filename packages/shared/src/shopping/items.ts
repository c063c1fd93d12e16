import { parseAmount } from '../parsing/amount.js';
import { parseIngredientLine } from '../ingredients/parse.js';
import type { Aisle } from '../schemas/kitchen.js';
import type { Ingredient } from '../schemas/recipe.js';
import { findUnit } from '../units/units.js';
import { aisleOf } from './aisles.js';
import { keyParts } from './ingredient-key.js';
import { rangeAmount, withoutNoise, type ListAmount } from './merge.js';
import { leadingRange, type AmountRange } from './ranges.js';
import { foldText, freeUnitOf, SHELF_CONTAINERS } from './words.js';

/** One line ready for a shopping list, before it is merged or written in the list's units. */
export interface ParsedItem extends ListAmount {
  /**
   * As a shopper writes it: the name without its amount, preparation and remarks, with a capital
   * ("Garlic" for "garlic, pressed", "Flour" for "plain flour").
   */
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
      units: foldText(word)
        .replace(/[.,;:]+$/, '')
        .replace(/\(s\)$/, 's'),
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

/** Enough words for the longest amount after a name: "1 1/2". */
const MAX_TRAILING_AMOUNT_WORDS = 2;
const HAS_LETTER = /\p{L}/u;

/**
 * An amount and measure written after the name ("All-purpose flour 3 cups", "Salt - 1 1/2
 * teaspoons"), read as if written first; undefined when the line does not end so.
 */
function trailingAmount(text: string): Ingredient | undefined {
  const words = text.trim().split(/\s+/);
  for (const unitWords of [2, 1]) {
    const units = words.slice(-unitWords).join(' ');
    const measure = findUnit(units);
    const isUnit = measure
      ? measure.rest === ''
      : unitWords === 1 && freeUnitOf(units) !== undefined;
    if (!isUnit) continue;
    for (let amountWords = MAX_TRAILING_AMOUNT_WORDS; amountWords > 0; amountWords -= 1) {
      const start = words.length - unitWords - amountWords;
      if (start < 1) continue;
      const amount = parseAmount(words.slice(start, start + amountWords).join(' '));
      const name = words
        .slice(0, start)
        .join(' ')
        .replace(/[\s,:;–—-]+$/u, '');
      if (amount.ok && HAS_LETTER.test(name)) {
        return { quantity: amount.value, units, ingredient: name };
      }
    }
  }
  return undefined;
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

/** An item whose amount is `quantity` (null for none) of `split.units`, or a range of them. */
function toItem(split: Split, amount: number | AmountRange | null): ParsedItem {
  const parts = keyParts(split.name);
  let units = split.units;
  let name = parts.nameWithUnit;
  if (units === '' && amount !== null && parts.trailingUnit !== undefined) {
    units = parts.trailingUnit;
    name = parts.name;
  } else if (parts.trailingUnit === undefined) {
    name = parts.name;
  }
  const written: ListAmount =
    amount === null || typeof amount === 'number'
      ? { quantity: amount, units }
      : rangeAmount(amount, units);
  return { ...written, ingredient: name, key: parts.key, aisle: shelved(split.name, units) };
}

/**
 * A range that starts a line the recipe parser kept whole ("6-8 tbsp Butter", "2–3 cloves
 * garlic", "6 or 7 tbsp of sugar"), scaled by `factor`; undefined for any other line.
 */
function rangeItem(text: string, factor: number): ParsedItem | undefined {
  const words = text.trim().split(/\s+/);
  const found = leadingRange(words);
  const rest = words.slice(found?.words ?? words.length);
  if (!found || rest.length === 0) return undefined;
  const split = splitUnits({
    quantity: found.range.low,
    units: rest.slice(0, -1).join(' '),
    ingredient: rest.at(-1) ?? '',
  });
  const range = { low: found.range.low * factor, high: found.range.high * factor };
  return toItem(split, range);
}

/**
 * A recipe's ingredient as a shopping line, its amount multiplied by `factor` (the servings
 * wanted over the recipe's own); a range ("6-8 tbsp") is scaled at both ends ("9-12 tbsp" at
 * 1.5x). An amount written after the name ("Sugar 2 tbsp") counts like one written before it.
 * Measures keep their unit id here; the list's system is applied by toListAmount when the line
 * is written.
 */
export function itemFromIngredient(ingredient: Ingredient, factor: number): ParsedItem {
  if (ingredient.quantity === null) {
    const text = [ingredient.units, ingredient.ingredient].join(' ');
    const range = rangeItem(text, factor);
    if (range) return range;
    const trailing = trailingAmount(text);
    if (trailing) return itemFromIngredient(trailing, factor);
  }
  const quantity = ingredient.quantity === null ? null : withoutNoise(ingredient.quantity * factor);
  return toItem(splitUnits(ingredient), quantity);
}

/** A free item typed into a list ("2 lemons", "1 cup milk", "salt"), read like a recipe line. */
export function parseItemText(text: string): ParsedItem {
  return itemFromIngredient(parseIngredientLine(text), 1);
}
