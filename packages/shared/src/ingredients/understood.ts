import type { Ingredient } from '../schemas/recipes.js';
import type { IngredientLine } from './model.js';
import { parseIngredientLine } from './parse.js';
import { rebuiltText } from './stored.js';

function isComplete(ingredient: Ingredient): boolean {
  return ingredient.text !== undefined && ingredient.food !== undefined;
}

/**
 * An ingredient as a full model. A stored one carries its model and is read as it is; one without
 * (an older backup, an export of another version, an API client that sends only the
 * specification's three fields) is read from its rebuilt line.
 */
export function understood(ingredient: Ingredient): IngredientLine {
  if (!isComplete(ingredient)) return parseIngredientLine(rebuiltText(ingredient));
  return {
    quantity: ingredient.quantity,
    units: ingredient.units,
    ingredient: ingredient.ingredient,
    text: ingredient.text ?? '',
    food: ingredient.food ?? '',
    note: ingredient.note ?? '',
    unit: ingredient.unit ?? null,
    range: ingredient.range ?? null,
    alternate: ingredient.alternate ?? '',
    optional: ingredient.optional ?? false,
    approximate: ingredient.approximate ?? false,
  };
}
