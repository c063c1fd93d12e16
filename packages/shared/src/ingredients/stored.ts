import { formatDecimal } from '../parsing/amount.js';
import type { IngredientLine } from './model.js';
import { parseIngredientLine } from './parse.js';

/** Decimals enough to write any stored amount back closely enough to read the same line. */
const REBUILT_DECIMALS = 6;

/** What a client sends for one ingredient: the specification's three fields, and the line. */
export interface IngredientFields {
  quantity: number | null;
  units: string;
  ingredient: string;
  text?: string | undefined;
}

/**
 * The line an ingredient without its text came from, rebuilt from the specification's three fields
 * ("2 cups flour"): for rows, backups and API clients older than the model.
 */
export function rebuiltText(ingredient: IngredientFields): string {
  const amount =
    ingredient.quantity === null ? '' : formatDecimal(ingredient.quantity, REBUILT_DECIMALS);
  return [amount, ingredient.units.trim(), ingredient.ingredient.trim()]
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The ingredient the server stores for what a client sent: always the parser's reading of the line
 * (the text when sent, else the line rebuilt from the three fields), so the stored model is the
 * same function of the line on every path (forms, imports, restores, the API) and no field a
 * client sends beside the line is taken as it is.
 */
export function storedIngredient(input: IngredientFields): IngredientLine {
  const text = input.text?.trim();
  return parseIngredientLine(text !== undefined && text !== '' ? text : rebuiltText(input));
}
