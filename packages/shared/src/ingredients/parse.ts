import { findUnit } from '../units/units.js';
import type { IngredientLine } from './model.js';
import { formatAmount, formatDecimal, parseAmount, scaleAmount } from '../parsing/amount.js';
import { parseLines } from '../parsing/lines.js';

/** Enough words for the longest amount or range people write: "1 1/2 to 2 1/2". */
const MAX_AMOUNT_WORDS = 5;
/** The edit form asks for decimals; three keep 1/8 (0.125) exact. */
const EDIT_DECIMALS = 3;

/** The specification's three fields. */
interface Fields {
  quantity: number | null;
  units: string;
  ingredient: string;
}

type LeadingAmount = { value: number; words: number } | 'range' | undefined;

/**
 * A unit written straight after its number ("350g", "1Tbsp", "100mL"), as metric recipes often
 * do. Only these measures are split off, so "2x" or "7x7cm" stay words.
 */
const GLUED_UNIT = /^(\d+(?:\.\d+)?|\d+\/\d+)(g|kg|mg|ml|cl|dl|l|oz|lbs?|tsp|tbsp|tbs|tb)$/i;
/** A Markdown link, "[shortcrust pastry](/shortcrust-pastry)", of which a cook needs the words. */
const MARKDOWN_LINK = /\[([^[\]]*[^[\]\s][^[\]]*)\]\([^()\s]*\)/g;

function withoutLinks(line: string): string {
  // Repeated, because removing an inner link can complete an outer one.
  for (let previous = ''; previous !== line;) {
    previous = line;
    line = line.replace(MARKDOWN_LINK, '$1');
  }
  return line;
}

function splitGluedUnit(words: readonly string[]): string[] {
  const [first = '', ...rest] = words;
  const glued = GLUED_UNIT.exec(first);
  return glued ? [glued[1] ?? '', glued[2] ?? '', ...rest] : [...words];
}

/** The longest run of leading words that reads as one amount, or a range, or nothing. */
function leadingAmount(words: readonly string[]): LeadingAmount {
  for (let count = Math.min(MAX_AMOUNT_WORDS, words.length); count > 0; count -= 1) {
    const result = parseAmount(words.slice(0, count).join(' '));
    if (result.ok) return { value: result.value, words: count };
    if (result.error.code === 'range') return 'range';
  }
  return undefined;
}

/**
 * Reads one "amount unit ingredient" line by the specification's rule: one word is the
 * ingredient; two are amount and ingredient; more are amount, unit (the middle words) and
 * ingredient (the last word). So "2 large eggs" is 2, "large", "eggs" and "1 cup brown sugar" is
 * 1, "cup brown", "sugar". Refinements:
 * - a mixed number counts as one amount: "1 1/2 cups flour" is 1.5, "cups", "flour";
 * - a line that does not start with an amount is all ingredient: "salt to taste", "pinch of salt";
 * - a line that is only an amount ("2") is all ingredient, as the one-word rule says;
 * - a line that starts with a range ("1-2 cups flour", "6 or 7 tbsp sugar", "1 (or 2) cloves")
 *   is all ingredient, because no single number could be scaled and the author's wording is kept;
 * - a unit glued to its number counts as a word of its own: "350g flour" is 350, "g", "flour";
 * - a Markdown link keeps only its words: "[garam masala](/garam-masala)" is "garam masala".
 */
function legacySplit(line: string): Fields {
  const words = splitGluedUnit(
    withoutLinks(line)
      .trim()
      .split(/\s+/)
      .filter((word) => word !== ''),
  );
  const amount = leadingAmount(words);
  const rest = typeof amount === 'object' ? words.slice(amount.words) : [];
  if (typeof amount !== 'object' || rest.length === 0) {
    return { quantity: null, units: '', ingredient: words.join(' ') };
  }
  return {
    quantity: amount.value,
    units: rest.slice(0, -1).join(' '),
    ingredient: rest.at(-1) ?? '',
  };
}

/**
 * One line as the site understands it (model.ts). Interim: the specification's split, with the
 * model's fields filled from it.
 */
export function parseIngredientLine(text: string): IngredientLine {
  const split = legacySplit(text);
  const found = findUnit(split.units);
  return {
    ...split,
    text,
    food: split.ingredient.toLowerCase(),
    note: '',
    unit: found ? found.unit.id : null,
    range: null,
    alternate: '',
    optional: false,
    approximate: false,
  };
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
