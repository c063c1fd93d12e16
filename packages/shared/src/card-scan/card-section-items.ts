import type { IngredientLine } from '../ingredients/model.js';
import { parseIngredientLine } from '../ingredients/parse.js';
import { fixContinued, fixIngredient, fixNumbers } from './card-amounts.js';
import type { ServingPart, TimesPart } from './card-builder.js';
import {
  columnStarts,
  continuesIngredient,
  continuesText,
  item,
  type Item,
} from './card-lines-joined.js';
import { bulletOf, numberingOf, servingOf, timesOf } from './card-parts.js';
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
    fixContinued(body);
    last.pieces.push(body);
    return;
  }
  for (const part of columns(body, ingredientLike)) {
    fixIngredient(part);
    ingredients.push(item(part));
  }
}

/**
 * "4, Turn the oven on" right after steps numbered 1 to 3: the next number with a comma that OCR
 * read for its point, before a capital. The length of that numbering; 0 for any other line.
 */
function nextInSequence(items: readonly Item[], text: string): number {
  const match = /^(\d{1,2}),\s+(?=\p{Lu})/u.exec(text);
  const last = items.at(-1);
  return match && last?.numbered && Number(match[1]) === items.length + 1 ? match[0].length : 0;
}

/** Adds a step or tip without its numbering or list mark, or continues the one before it. */
export function addText(items: Item[], reading: Reading): void {
  const text = textOf(reading);
  const numbering = numberingOf(text) || nextInSequence(items, text);
  const bullet = numbering > 0 ? 0 : bulletOf(text);
  const body = dropStart(reading, numbering || bullet);
  const last = items.at(-1);
  if (last && numbering === 0 && bullet === 0 && continuesText(last, body)) {
    last.pieces.push(body);
    return;
  }
  items.push({ ...item(body), numbered: numbering > 0 });
}

/** The times a whole line gives, its digits fixed first; undefined for any other line. */
export function timesIn(reading: Reading): { part: TimesPart; step: boolean } | undefined {
  fixNumbers(reading);
  const found = timesOf(textOf(reading));
  return found && { part: { reading, times: found.times }, step: found.step };
}

/** The serving a whole line gives, its digits fixed first; undefined for any other line. */
export function servingIn(reading: Reading): ServingPart | undefined {
  fixNumbers(reading);
  const found = servingOf(textOf(reading));
  return found && { reading, ...found };
}

/** A mark between a card's facts on one line ("Serves 4 · Prep 10 min · Cook 20 min"). */
const FACT_MARK = /^[-–—·•|+*]$/u;

/**
 * A line of facts, a serving and times between marks ("Für 4 Personen - Vorbereitung 10 Min. -
 * Kochzeit 20 Min."): each part, when every part is one; undefined for any other line.
 */
export function factsIn(
  reading: Reading,
): { serving: ServingPart | undefined; times: TimesPart[] } | undefined {
  const cuts = [-1];
  for (const [at, token] of reading.tokens.entries()) if (FACT_MARK.test(token.text)) cuts.push(at);
  if (cuts.length < 2) return undefined;
  cuts.push(reading.tokens.length);
  const parts = cuts
    .slice(1)
    .map((end, at) => sliceReading(reading, (cuts[at] ?? -1) + 1, end))
    .filter((part) => part.tokens.length > 0);
  if (parts.length < 2) return undefined;
  const facts: { serving: ServingPart | undefined; times: TimesPart[] } = {
    serving: undefined,
    times: [],
  };
  for (const part of parts) {
    const times = timesIn(part);
    const serving = times ? undefined : servingIn(part);
    if (times) facts.times.push(times.part);
    else if (serving && !facts.serving) facts.serving = serving;
    else return undefined;
  }
  return facts;
}

/** The parser's reading of a line's text as an ingredient, its amount fixed first (cached). */
export function probeIngredient(
  reading: Reading,
  cache: Map<string, IngredientLine>,
): IngredientLine {
  const copy = dropStart({ ...reading, edits: [] }, bulletOf(textOf(reading)));
  fixIngredient(copy);
  const text = textOf(copy);
  let parsed = cache.get(text);
  if (!parsed) {
    parsed = parseIngredientLine(text);
    cache.set(text, parsed);
  }
  return parsed;
}
