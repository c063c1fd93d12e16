import { KITCHEN_LIMITS } from '@family-recipes/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  shoppingListUndos,
  type ListUndoRow,
  type ReducedLineRow,
  type UndoKind,
  type UndoLineRow,
} from './list-undo.schema.js';
import type { ItemRow } from './shopping-rows.js';

/** How long an undo row is kept after it can no longer be used: long enough to say it expired. */
const KEPT_AFTER_EXPIRY_MS = 60 * 60 * 1000;

const UNDO_WINDOW_MS = KITCHEN_LIMITS.undoMinutes * 60 * 1000;

/** A line as an undo row keeps it. */
export function undoLine(row: ItemRow): UndoLineRow {
  return {
    id: row.id,
    ingredient: row.ingredient,
    ingredientKey: row.ingredientKey,
    quantity: row.quantity,
    units: row.units,
    aisle: row.aisle,
    checked: row.checked,
    sources: row.sources,
    shares: row.shares,
    version: row.version,
    createdOn: row.createdOn.toISOString(),
  };
}

/** The undo rows of removals from lists (list-undo.ts), in the write's transaction. */
export class ListUndoRepository {
  constructor(private readonly db: Db) {}

  /**
   * Keeps what a removal took for KITCHEN_LIMITS.undoMinutes; its id. Undo rows expired an hour
   * ago and more go at the same time.
   */
  async record(
    listId: string,
    removal: {
      kind: UndoKind;
      recipeId?: string;
      taken: UndoLineRow[];
      reduced?: ReducedLineRow[];
    },
  ): Promise<string> {
    const now = Date.now();
    await this.db
      .delete(shoppingListUndos)
      .where(lt(shoppingListUndos.expiresOn, new Date(now - KEPT_AFTER_EXPIRY_MS)));
    const [row] = await this.db
      .insert(shoppingListUndos)
      .values({
        listId,
        kind: removal.kind,
        recipeId: removal.recipeId ?? null,
        taken: removal.taken,
        reduced: removal.reduced ?? [],
        expiresOn: new Date(now + UNDO_WINDOW_MS),
      })
      .returning({ id: shoppingListUndos.id });
    if (!row) throw new Error('The undo row was not written');
    return row.id;
  }

  /** The list's undo row, locked until the transaction ends. */
  async lock(listId: string, undoId: string): Promise<ListUndoRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shoppingListUndos)
      .where(and(eq(shoppingListUndos.listId, listId), eq(shoppingListUndos.id, undoId)))
      .for('update');
    return row;
  }

  /** Marks the undo row used: it cannot be used again. */
  async markUndone(undoId: string): Promise<void> {
    await this.db
      .update(shoppingListUndos)
      .set({ undoneOn: sql`now()` })
      .where(eq(shoppingListUndos.id, undoId));
  }

  /** Drops the undo rows of the household's lists (its members change). */
  async dropOfHousehold(householdId: string): Promise<void> {
    await this.db.execute(sql`
      delete from ${shoppingListUndos} where list_id in (
        select id from shopping_lists where household_id = ${householdId}::uuid
      )`);
  }
}
