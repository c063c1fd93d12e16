import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/owned-tables.js';
import {
  recipeColumns,
  recipes,
  recipeStatusChanges,
  type NewRecipeRow,
  type RecipeRow,
  type RecipeStatusChangeRow,
} from './recipes.schema.js';

/*
 * The recipes as an export, a backup and a restore read and write them (modules/export): a batch
 * at a time, so that a big site is never held in memory at once.
 */

type Reader = Pick<Db, 'select'>;
export type NewStatusChangeRow = typeof recipeStatusChanges.$inferInsert;

/**
 * The ids of one account's recipes, by its Cognito `sub` (or, without one, of every recipe), in
 * every status, oldest first.
 */
export async function recipeIdsOf(db: Reader, ownerSub?: string): Promise<string[]> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(ownerSub === undefined ? undefined : eq(recipes.ownerSub, ownerSub))
    .orderBy(asc(recipes.createdOn), asc(recipes.id));
  return rows.map((row) => row.id);
}

/** These recipes in the order of `ids` (a recipe deleted since is left out). */
export async function recipesInOrder(db: Reader, ids: string[]): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(recipeColumns).from(recipes).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The titles of these recipes, by id. */
export async function recipeTitles(db: Reader, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(inArray(recipes.id, unique));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The status changes of these recipes, by recipe, oldest first. */
export async function statusHistoryOf(
  db: Reader,
  recipeIds: string[],
): Promise<Map<string, RecipeStatusChangeRow[]>> {
  const byRecipe = new Map<string, RecipeStatusChangeRow[]>();
  if (recipeIds.length === 0) return byRecipe;
  const rows = await db
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

export async function countRecipes(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes);
  return row?.n ?? 0;
}

/**
 * Locks the recipes for the rest of the transaction and answers whether there are none: checked
 * inside the restore's transaction, so that two restores at once cannot both go in.
 */
export async function lockedAndEmpty(tx: Tx): Promise<boolean> {
  await tx.execute(sql`lock table ${recipes} in exclusive mode`);
  return (await countRecipes(tx)) === 0;
}

/** Writes restored recipes and their status changes, a batch per statement. */
export async function restoreRecipes(
  tx: Tx,
  rows: NewRecipeRow[],
  history: NewStatusChangeRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await tx.insert(recipes).values(rows.slice(i, i + 100));
  }
  for (let i = 0; i < history.length; i += 500) {
    await tx.insert(recipeStatusChanges).values(history.slice(i, i + 500));
  }
}

/** The address on the latest recipe of the account `sub` (SQL, for a backup's accounts). */
export const ownerAddressOf = (sub: SQL): SQL =>
  sql`(select nullif(trim(r.user_email), '') from recipes r where r.owner_sub = ${sub}
    order by r.updated_on desc, r.id limit 1)`;
