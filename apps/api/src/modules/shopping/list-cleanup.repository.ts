import type { ListUnitSystem } from '@family-recipes/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shoppingListItems } from './shopping.schema.js';
import { withoutRecipe } from './list-lines.js';
import type { ItemRow } from './shopping-rows.js';

/** The clean-up writes of a list's lines (list-cleanup.ts), in the write's transaction. */
export class ListCleanupRepository {
  constructor(private readonly db: Db) {}

  /** Deletes the list's ticked lines; the lines deleted. */
  deleteTicked(listId: string): Promise<ItemRow[]> {
    return this.db
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.checked, true)))
      .returning();
  }

  /** Deletes one line of the list; the line deleted, or undefined when there is no such line. */
  async deleteItem(listId: string, itemId: string): Promise<ItemRow | undefined> {
    const [removed] = await this.db
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)))
      .returning();
    return removed;
  }

  /** Unticks the list's ticked lines (each one's version grows); how many there were. */
  async untickAll(listId: string): Promise<number> {
    const changed = await this.db
      .update(shoppingListItems)
      .set({
        checked: false,
        version: sql`${shoppingListItems.version} + 1`,
        updatedOn: sql`now()`,
      })
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.checked, true)))
      .returning({ id: shoppingListItems.id });
    return changed.length;
  }

  /**
   * Takes a recipe off the list's lines (list-lines.ts, withoutRecipe): a line left with nothing
   * is deleted, another loses the recipe from its sources and its share from its amount. The
   * lines deleted (`taken`), and those changed as they were before with the version they now have.
   */
  async removeRecipe(
    listId: string,
    recipeId: string,
    system: ListUnitSystem,
  ): Promise<{ taken: ItemRow[]; reduced: { before: ItemRow; version: number }[] }> {
    const fromRecipe = sql`${shoppingListItems.sources} @> ${JSON.stringify([{ recipeId }])}::jsonb`;
    const lines = await this.db
      .select()
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), fromRecipe))
      .for('update');
    const taken: ItemRow[] = [];
    const reduced: { before: ItemRow; version: number }[] = [];
    for (const line of lines) {
      const patch = withoutRecipe(line, recipeId, system);
      const same = and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, line.id));
      if (patch) {
        await this.db
          .update(shoppingListItems)
          .set({ ...patch, version: sql`${shoppingListItems.version} + 1`, updatedOn: sql`now()` })
          .where(same);
        reduced.push({ before: line, version: line.version + 1 });
      } else {
        await this.db.delete(shoppingListItems).where(same);
        taken.push(line);
      }
    }
    return { taken, reduced };
  }

  /** Puts the line in `aisle`; its merge key, or undefined when the list has no such line. */
  async moveToAisle(
    listId: string,
    itemId: string,
    aisle: string,
  ): Promise<{ key: string; moved: boolean } | undefined> {
    const [line] = await this.db
      .select({ key: shoppingListItems.ingredientKey, aisle: shoppingListItems.aisle })
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)))
      .for('update');
    if (!line) return undefined;
    if (line.aisle === aisle) return { key: line.key, moved: false };
    await this.db
      .update(shoppingListItems)
      .set({ aisle, version: sql`${shoppingListItems.version} + 1`, updatedOn: sql`now()` })
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)));
    return { key: line.key, moved: true };
  }
}
