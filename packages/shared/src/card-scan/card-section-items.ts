import { fixIngredient } from './card-amounts.js';
import {
  columnStarts,
  continuesIngredient,
  continuesText,
  item,
  type Item,
} from './card-lines-joined.js';
import { bulletOf, numberingOf } from './card-parts.js';
import { dropStart, sliceReading, textOf, type Reading } from './card-reading.js';

/*
 * The items of a recipe's sections as its lines are read (card-sections.ts): ingredients, each
 * line's amount fixed, and steps or tips, a line that continues the one before joined to it.
 */

/** Most columns one OCR line is split into. */
const MAX_COLUMNS = 3;

/**
 * A line OCR read across two columns ("2 cups flour      1 tsp salt"): split where its words
 * leave a gap of more than two line heights, when each side reads as an ingredient.
 */
function columns(reading: Reading, ingredientLike: (part: Reading) => boolean): Reading[] {
  const starts = columnStarts(reading);
  if (starts.length === 0 || starts.length >= MAX_COLUMNS) return [reading];
  const cuts = [0, ...starts, reading.tokens.length];
  const parts = cuts.slice(1).map((end, at) => sliceReading(reading, cuts[at] ?? 0, end));
  return parts.every(ingredientLike) ? parts : [reading];
}

/** Adds an ingredient line (or two, from two columns) to `ingredients`, its misreadings fixed. */
export function addIngredient(
  ingredients: Item[],
  reading: Reading,
  ingredientLike: (part: Reading) => boolean,
): void {
  const body = dropStart(reading, bulletOf(textOf(reading)));
  const last = ingredients.at(-1);
  if (last && continuesIngredient(last, body)) {
    fixIngredient(body);
    last.pieces.push(body);
    return;
  }
  for (const part of columns(body, ingredientLike)) {
    fixIngredient(part);
    ingredients.push(item(part));
  }
}

/** Adds a step or tip without its numbering or list mark, or continues the one before it. */
export function addText(items: Item[], reading: Reading): void {
  const text = textOf(reading);
  const numbering = numberingOf(text);
  const bullet = numbering > 0 ? 0 : bulletOf(text);
  const body = dropStart(reading, numbering || bullet);
  const last = items.at(-1);
  if (last && numbering === 0 && bullet === 0 && continuesText(last, body)) {
    last.pieces.push(body);
    return;
  }
  items.push({ ...item(body), numbered: numbering > 0 });
}
