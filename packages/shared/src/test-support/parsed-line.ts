import type { IngredientLine } from '../ingredients/model.js';

/**
 * A line as the parser reads it (ingredients/model.ts): the amount, the unit as written and its
 * dictionary key, the ingredient as written and its food; `more` sets any other field, and the
 * rest are empty.
 */
export function parsedLine(
  quantity: number | null,
  units: string,
  unit: string | null,
  ingredient: string,
  food: string,
  more: Partial<IngredientLine> = {},
): IngredientLine {
  const text = [quantity ?? '', units, ingredient].filter((part) => part !== '').join(' ');
  return {
    ...{ note: '', alternate: '', optional: false, approximate: false },
    ...{ quantity, units, unit, ingredient, food, range: null, text },
    ...more,
  };
}
