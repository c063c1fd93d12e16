import { parseIngredientLine } from '../ingredients/parse.js';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import { itemFromIngredient, parseItemText, type ParsedItem } from '../shopping/items.js';
import { toListAmount, type ListAmount } from '../shopping/list-amount.js';
import { mergeInto, type ListLine } from '../shopping/merge.js';

/** An unchecked list line for `item`, its amount written as a list in `system` writes it. */
export function listLineOf(item: ParsedItem, system: ListUnitSystem): ListLine {
  return { key: item.key, checked: false, ...toListAmount(item, system) };
}

/** Adds `incoming` to `lines` as the API does: into the line it adds up with, else at the end. */
export function addLine<L extends ListLine>(lines: L[], incoming: L, system: ListUnitSystem): void {
  const merged = mergeInto(lines, incoming, system);
  const target = merged ? lines[merged.index] : undefined;
  if (merged && target) Object.assign(target, merged.amount);
  else lines.push(incoming);
}

/** The amounts a list holds after the typed lines are added one after the other. */
export function listOf(texts: readonly string[], system: ListUnitSystem): ListAmount[] {
  const lines: ListLine[] = [];
  for (const text of texts) addLine(lines, listLineOf(parseItemText(text), system), system);
  return lines.map(({ quantity, units }) => ({ quantity, units }));
}

/** A list line as it reads: its amount, its unit and its name, leaving out what is empty. */
export function shownLine(quantity: number | null, units: string, name: string): string {
  return [quantity === null ? '' : String(quantity), units, name]
    .filter((part) => part !== '')
    .join(' ');
}

/** A recipe line at `factor` as a list in `system` writes it: "9-12 tbsp Butter". */
export function recipeLineAt(line: string, factor: number, system: ListUnitSystem): string {
  const item = itemFromIngredient(parseIngredientLine(line), factor);
  const amount = toListAmount(item, system);
  return shownLine(amount.quantity, amount.units, item.ingredient);
}
