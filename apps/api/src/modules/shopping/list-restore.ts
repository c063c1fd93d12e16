import { randomUUID } from 'node:crypto';
import { mergeInto, totalOf, type ListAmount, type ListUnitSystem } from '@family-recipes/shared';
import type { ReducedLineRow, UndoLineRow } from './list-undo.schema.js';
import type { ShoppingItemShareRow, ShoppingItemSourceRow } from './shopping.schema.js';
import type { ItemPatch, ItemRow, NewItemRow } from './shopping-rows.js';

interface Line {
  id: string;
  ingredient: string;
  key: string;
  quantity: number | null;
  units: string;
  aisle: string;
  checked: boolean;
  sources: ShoppingItemSourceRow[];
  shares: ShoppingItemShareRow[] | null;
  /** The stored version; for a line put back, the version it is written with. */
  version: number;
  createdOn: Date;
  state: 'kept' | 'changed' | 'new';
}

/** Sources of two lines together: a recipe in both keeps one entry with both servings. */
function joinSources(
  into: readonly ShoppingItemSourceRow[],
  added: readonly ShoppingItemSourceRow[],
): ShoppingItemSourceRow[] {
  const joined = [...into];
  for (const source of added) {
    const same = joined.findIndex((s) => s.recipeId === source.recipeId);
    if (same === -1) joined.push(source);
    else joined[same] = { ...source, servings: (joined[same]?.servings ?? 0) + source.servings };
  }
  return joined;
}

/**
 * What an undo puts back into a list's lines as they are now (list-undo.ts). The rule, so a line
 * is never doubled nor corrupted by changes made since the removal:
 * - A line a removal deleted comes back as it was (its id, amount, units, aisle, tick, sources and
 *   shares, at its place in the list), unless it is unticked and an unticked line of the same
 *   ingredient whose amount it adds to (the merge rules, packages/shared/src/shopping/merge.ts)
 *   is on the list now: then its amount, sources and shares are added into that line, as adding
 *   it again would. A line already back (same id) is left alone.
 * - A line a recipe's share was subtracted from gets its earlier amount, sources and shares back
 *   when nobody changed it since (same version). Otherwise the recipe's share is added again, by
 *   the same merge rules: into that line, or a like line, or as a line of its own. A line whose
 *   shares are not known gets the recipe back among its sources only.
 * Nothing is written until `write()`, in the undo's transaction.
 */
export class ListRestore {
  private readonly lines: Line[];

  constructor(
    rows: readonly ItemRow[],
    private readonly system: ListUnitSystem,
  ) {
    this.lines = rows.map((row) => ({
      id: row.id,
      ingredient: row.ingredient,
      key: row.ingredientKey,
      quantity: row.quantity,
      units: row.units,
      aisle: row.aisle,
      checked: row.checked,
      sources: row.sources,
      shares: row.shares,
      version: row.version,
      createdOn: row.createdOn,
      state: 'kept',
    }));
  }

  /** How many lines the list would hold. */
  get size(): number {
    return this.lines.length;
  }

  /** A deleted line back on the list. */
  putBack(taken: UndoLineRow): void {
    if (this.lines.some((line) => line.id === taken.id)) return;
    const incoming = { key: taken.ingredientKey, checked: taken.checked, ...amountOf(taken) };
    const merged = mergeInto(this.lines, incoming, this.system);
    const target = merged && this.lines[merged.index];
    if (merged && target) {
      this.addInto(target, merged.amount, taken.sources, taken.shares);
      return;
    }
    this.lines.push({
      ...taken,
      key: taken.ingredientKey,
      version: taken.version + 1,
      createdOn: new Date(taken.createdOn),
      state: 'new',
    });
  }

  /** A recipe's share back in a line it was subtracted from. */
  giveBack({ before, version }: ReducedLineRow, recipeId: string): void {
    const line = this.lines.find((entry) => entry.id === before.id);
    if (line && line.state === 'kept' && line.version === version) {
      Object.assign(line, amountOf(before), {
        sources: before.sources,
        shares: before.shares,
        state: 'changed',
      });
      return;
    }
    const sources = before.sources.filter((source) => source.recipeId === recipeId);
    const shares = before.shares?.filter((share) => share.recipeId === recipeId) ?? [];
    const amount = totalOf(shares, before.ingredientKey, this.system);
    if (!amount) {
      // Its share of the amount is not known: only its name goes back.
      if (line && !line.sources.some((source) => source.recipeId === recipeId)) {
        this.addInto(line, amountOf(line), sources, line.shares && []);
      }
      return;
    }
    const incoming = { key: before.ingredientKey, checked: false, ...amount };
    const own = line && !line.checked ? mergeInto([line], incoming, this.system) : null;
    const merged = own ? { ...own, line } : this.mergeAnywhere(incoming);
    if (merged?.line) {
      this.addInto(merged.line, merged.amount, sources, shares);
      return;
    }
    this.lines.push({
      id: randomUUID(),
      ingredient: before.ingredient,
      key: before.ingredientKey,
      ...amount,
      aisle: before.aisle,
      checked: false,
      sources,
      shares,
      version: 1,
      createdOn: new Date(before.createdOn),
      state: 'new',
    });
  }

  /** The lines to update and to insert. */
  changes(listId: string): { updates: { id: string; patch: ItemPatch }[]; inserts: NewItemRow[] } {
    const updates = this.lines
      .filter((line) => line.state === 'changed')
      .map(({ id, quantity, units, sources, shares }) => ({
        id,
        patch: { quantity, units, sources, shares },
      }));
    const inserts = this.lines
      .filter((line) => line.state === 'new')
      .map((line) => ({
        id: line.id,
        listId,
        ingredient: line.ingredient,
        ingredientKey: line.key,
        quantity: line.quantity,
        units: line.units,
        aisle: line.aisle,
        checked: line.checked,
        sources: line.sources,
        shares: line.shares,
        version: line.version,
        createdOn: line.createdOn,
      }));
    return { updates, inserts };
  }

  private mergeAnywhere(incoming: { key: string; checked: boolean } & ListAmount) {
    const merged = mergeInto(this.lines, incoming, this.system);
    return merged && { ...merged, line: this.lines[merged.index] };
  }

  private addInto(
    line: Line,
    amount: ListAmount,
    sources: readonly ShoppingItemSourceRow[],
    shares: readonly ShoppingItemShareRow[] | null,
  ): void {
    line.quantity = amount.quantity;
    line.units = amount.units;
    line.sources = joinSources(line.sources, sources);
    // A line whose shares were not known stays so, as when an item is added into it.
    line.shares = line.shares && shares ? [...line.shares, ...shares] : null;
    if (line.state === 'kept') line.state = 'changed';
  }
}

function amountOf(line: { quantity: number | null; units: string }): ListAmount {
  return { quantity: line.quantity, units: line.units };
}
