import {
  mergeInto,
  toListAmount,
  totalOf,
  type ListLine,
  type ListUnitSystem,
  type ParsedItem,
} from '@family-recipes/shared';
import type { ShoppingItemShareRow, ShoppingItemSourceRow } from './shopping.schema.js';
import type { ItemPatch, ItemRow, NewItemRow } from './shopping-rows.js';

interface Line extends ListLine {
  /** The stored row, for a line that was on the list before. */
  row?: ItemRow;
  ingredient: string;
  aisle: string;
  sources: ShoppingItemSourceRow[];
  /** What each recipe and typed item put into the line; null when that is not known. */
  shares: ShoppingItemShareRow[] | null;
  changed: boolean;
}

/** Adds a recipe to a line's sources; the same recipe again adds its servings to its entry. */
function withSource(
  sources: readonly ShoppingItemSourceRow[],
  source: ShoppingItemSourceRow,
): ShoppingItemSourceRow[] {
  const same = sources.findIndex((s) => s.recipeId === source.recipeId);
  if (same === -1) return [...sources, source];
  return sources.map((s, index) =>
    index === same ? { ...s, servings: s.servings + source.servings } : s,
  );
}

/**
 * A list's lines while items are added to it: each incoming item either adds into the unchecked
 * line of the same ingredient whose amount converts (packages/shared/src/shopping) or becomes a
 * new line. Nothing is written until `changes()` is read, inside the same transaction.
 */
export class ListLines {
  private readonly lines: Line[];

  constructor(
    rows: readonly ItemRow[],
    private readonly system: ListUnitSystem,
  ) {
    this.lines = rows.map((row) => ({
      row,
      key: row.ingredientKey,
      checked: row.checked,
      quantity: row.quantity,
      units: row.units,
      ingredient: row.ingredient,
      aisle: row.aisle,
      sources: row.sources,
      shares: row.shares,
      changed: false,
    }));
  }

  add(item: ParsedItem, source?: ShoppingItemSourceRow): void {
    const amount = toListAmount(
      { quantity: item.quantity, units: item.units, key: item.key },
      this.system,
    );
    const incoming: ListLine = { key: item.key, checked: false, ...amount };
    const share = {
      recipeId: source?.recipeId ?? null,
      quantity: item.quantity,
      units: item.units,
    };
    const merged = mergeInto(this.lines, incoming, this.system);
    const line = merged ? this.lines[merged.index] : undefined;
    if (merged && line) {
      line.quantity = merged.amount.quantity;
      line.units = merged.amount.units;
      if (source) line.sources = withSource(line.sources, source);
      // A line whose shares were not known before stays so: its amount has parts of no one's.
      line.shares = line.shares && [...line.shares, share];
      line.changed = true;
      return;
    }
    this.lines.push({
      ...incoming,
      ingredient: item.ingredient,
      aisle: item.aisle,
      sources: source ? [source] : [],
      shares: [share],
      changed: true,
    });
  }

  /** How many lines the list would hold. */
  get size(): number {
    return this.lines.length;
  }

  /** The lines to update and to insert; new lines keep the order they were added in. */
  changes(listId: string): {
    updates: { id: string; patch: ItemPatch }[];
    inserts: NewItemRow[];
  } {
    const updates: { id: string; patch: ItemPatch }[] = [];
    const inserts: NewItemRow[] = [];
    const base = Date.now();
    for (const line of this.lines) {
      if (!line.changed) continue;
      if (line.row) {
        updates.push({
          id: line.row.id,
          patch: {
            quantity: line.quantity,
            units: line.units,
            sources: line.sources,
            shares: line.shares,
          },
        });
      } else {
        inserts.push({
          listId,
          ingredient: line.ingredient,
          ingredientKey: line.key,
          quantity: line.quantity,
          units: line.units,
          aisle: line.aisle,
          sources: line.sources,
          shares: line.shares,
          // One transaction has one now(): distinct times keep the lines in the order added.
          createdOn: new Date(base + inserts.length),
        });
      }
    }
    return { updates, inserts };
  }
}

/**
 * A line without what `recipeId` put into it: its other recipes' and typed items' shares added
 * up again in the list's `system` (so taking off one of two recipes leaves exactly the other's
 * amount). Undefined when nothing is left and the line goes. A line whose shares are not known
 * keeps its amount and goes when the recipe was its only source.
 */
export function withoutRecipe(
  row: ItemRow,
  recipeId: string,
  system: ListUnitSystem,
): ItemPatch | undefined {
  const sources = row.sources.filter((source) => source.recipeId !== recipeId);
  if (row.shares === null) return sources.length === 0 ? undefined : { sources };
  const shares = row.shares.filter((share) => share.recipeId !== recipeId);
  if (shares.length === 0) return undefined;
  const amount = totalOf(shares, row.ingredientKey, system);
  return amount ? { sources, shares, ...amount } : { sources, shares };
}
