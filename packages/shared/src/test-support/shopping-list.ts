import type { ListUnitSystem } from '../schemas/kitchen.js';
import { parseItemText } from '../shopping/items.js';
import { toListAmount, type ListAmount } from '../shopping/list-amount.js';
import { mergeInto, type ListLine } from '../shopping/merge.js';

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
  for (const text of texts) {
    const item = parseItemText(text);
    addLine(lines, { key: item.key, checked: false, ...toListAmount(item, system) }, system);
  }
  return lines.map(({ quantity, units }) => ({ quantity, units }));
}
