import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipeColumns, recipes, users, type RecipeRow, type UserRow } from '../../db/schema.js';

export type NewRecipeRow = typeof recipes.$inferInsert;
export type NewUserRow = typeof users.$inferInsert;

/** The reads and writes of export, backup and restore. */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  /** One owner's recipes in every status, oldest first. */
  async recipesOf(email: string): Promise<RecipeRow[]> {
    return this.db
      .select(recipeColumns)
      .from(recipes)
      .where(eq(sql`lower(${recipes.userEmail})`, email.trim().toLowerCase()))
      .orderBy(asc(recipes.createdOn), asc(recipes.id));
  }

  async allRecipes(): Promise<RecipeRow[]> {
    return this.db
      .select(recipeColumns)
      .from(recipes)
      .orderBy(asc(recipes.createdOn), asc(recipes.id));
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
  async restore(rows: { users: NewUserRow[]; recipes: NewRecipeRow[] }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${recipes} in exclusive mode`);
      const [existing] = await tx.select({ n: count() }).from(recipes);
      if ((existing?.n ?? 0) > 0) return false;
      if (rows.users.length > 0) await tx.insert(users).values(rows.users).onConflictDoNothing();
      for (let i = 0; i < rows.recipes.length; i += 100) {
        await tx.insert(recipes).values(rows.recipes.slice(i, i + 100));
      }
      return true;
    });
  }
}
