import {
  convertMeasure,
  formatAmount,
  formatDecimal,
  isShoppable,
  isStaple,
  itemFromIngredient,
  unitLabel,
  UNITS,
  type Ingredient,
  type ParsedItem,
  type UnitId,
} from '@family-recipes/shared';

/* A planned recipe's lines to buy, as a shopping list would show them, for the week's preview. */

/** One line of a recipe that could go on a list. */
export interface PreviewLine {
  /** Its place among the recipe's ingredients, from 0. */
  line: number;
  text: string;
  staple: boolean;
}

const isUnitId = (units: string): units is UnitId => Object.hasOwn(UNITS, units);

/**
 * The amount as a list shows it: measures rounded as a scale, jug or spoon shows them, counts and
 * free units rounded up (nobody buys 4.4 eggs).
 */
function amountText(quantity: number, units: string): { amount: string; units: string } {
  if (isUnitId(units)) {
    const { system } = UNITS[units];
    const measure = convertMeasure(quantity, units, system);
    const amount = system === 'metric' ? formatDecimal(measure.value) : formatAmount(measure.value);
    return { amount, units: unitLabel(measure.unit, measure.value) };
  }
  const whole =
    Math.abs(quantity - Math.round(quantity)) < 1e-9 ? Math.round(quantity) : Math.ceil(quantity);
  return { amount: formatAmount(whole), units };
}

/** "500 g Flour", "3 Lemons", "Salt". */
function itemText(item: Pick<ParsedItem, 'quantity' | 'units' | 'ingredient'>): string {
  const { amount, units } =
    item.quantity === null
      ? { amount: '', units: item.units }
      : amountText(item.quantity, item.units);
  return [amount, units, item.ingredient].filter((part) => part.trim() !== '').join(' ');
}

/** True when the recipe's line is one of the household's staples (its key, as the list reads it). */
function isStapleLine(ingredient: Ingredient, staples: ReadonlySet<string>): boolean {
  return isStaple(itemFromIngredient(ingredient, 1).key, staples);
}

/** The recipe's lines to buy (headings and empty lines left out), scaled by `factor`. */
export function previewLines(
  ingredients: readonly Ingredient[],
  factor: number,
  staples: ReadonlySet<string>,
): PreviewLine[] {
  return ingredients.flatMap((ingredient, line) => {
    if (!isShoppable(ingredient)) return [];
    const item = itemFromIngredient(ingredient, factor);
    return [{ line, text: itemText(item), staple: isStaple(item.key, staples) }];
  });
}

/**
 * The places of the recipe's lines to buy that go on the list: every one but those `skipped` and,
 * unless `withStaples`, the staples.
 */
export function keptLines(
  ingredients: readonly Ingredient[],
  skipped: ReadonlySet<number>,
  staples: ReadonlySet<string>,
  withStaples: boolean,
): number[] {
  return ingredients.flatMap((ingredient, line) =>
    isShoppable(ingredient) &&
    !skipped.has(line) &&
    (withStaples || !isStapleLine(ingredient, staples))
      ? [line]
      : [],
  );
}
