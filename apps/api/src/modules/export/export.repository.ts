import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  recipeColumns,
  recipes,
  recipeStatusChanges,
  users,
  type RecipeRow,
  type RecipeStatusChangeRow,
  type UserRow,
} from '../../db/schema.js';

export type NewRecipeRow = typeof recipes.$inferInsert;
export type NewUserRow = typeof users.$inferInsert;
export type NewStatusChangeRow = typeof recipeStatusChanges.$inferInsert;

/** The reads and writes of export, backup and restore. */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  /**
   * The ids of one account's recipes, by its Cognito `sub` (or, without one, of every recipe), in
   * every status, oldest first: an export reads the rows in batches of these (recipesByIds), so
   * that a big site is never held in memory at once.
   */
  async recipeIds(ownerSub?: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(ownerSub === undefined ? undefined : eq(recipes.ownerSub, ownerSub))
      .orderBy(asc(recipes.createdOn), asc(recipes.id));
    return rows.map((row) => row.id);
  }

  /** These recipes in the order of `ids` (a recipe deleted since is left out). */
  async recipesByIds(ids: string[]): Promise<RecipeRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select(recipeColumns).from(recipes).where(inArray(recipes.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The status changes of these recipes, by recipe, oldest first (backups). */
  async historyOf(recipeIds: string[]): Promise<Map<string, RecipeStatusChangeRow[]>> {
    const byRecipe = new Map<string, RecipeStatusChangeRow[]>();
    if (recipeIds.length === 0) return byRecipe;
    const rows = await this.db
      .select()
      .from(recipeStatusChanges)
      .where(inArray(recipeStatusChanges.recipeId, recipeIds))
      .orderBy(asc(recipeStatusChanges.changedOn), asc(recipeStatusChanges.id));
    for (const row of rows) {
      const list = byRecipe.get(row.recipeId) ?? [];
      list.push(row);
      byRecipe.set(row.recipeId, list);
    }
    return byRecipe;
  }

  async allUsers(): Promise<UserRow[]> {
    return this.db.select().from(users).orderBy(asc(users.createdOn), asc(users.id));
  }

  async recipeCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(recipes);
    return row?.n ?? 0;
  }

  /**
   * Writes a restored site in one transaction. Users whose email already has a record (the
   * restoring admin's own) keep it; the recipe table must still be empty, checked again inside the
   * transaction so that two restores at once cannot both go in.
   */
  async restore(rows: {
    users: NewUserRow[];
    recipes: NewRecipeRow[];
    history?: NewStatusChangeRow[];
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${recipes} in exclusive mode`);
      const [existing] = await tx.select({ n: count() }).from(recipes);
      if ((existing?.n ?? 0) > 0) return false;
      if (rows.users.length > 0) await tx.insert(users).values(rows.users).onConflictDoNothing();
      for (let i = 0; i < rows.recipes.length; i += 100) {
        await tx.insert(recipes).values(rows.recipes.slice(i, i + 100));
      }
      const history = rows.history ?? [];
      for (let i = 0; i < history.length; i += 500) {
        await tx.insert(recipeStatusChanges).values(history.slice(i, i + 500));
      }
      return true;
    });
  }
}
