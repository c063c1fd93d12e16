import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { refreshSearchStatistics } from '../../db/statistics.js';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BackupKitchenSection } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import {
  cookbooks,
  cookedEntries,
  favourites,
  householdMembers,
  householdAisleOrders,
  householdItemAisles,
  householdPantries,
  households,
  mealPlanEntries,
  pantryStaples,
  recipeColumns,
  recipes,
  recipeStatusChanges,
  restoredAccounts,
  shoppingListItems,
  shoppingLists,
  users,
  type RecipeRow,
  type RecipeStatusChangeRow,
  type UserRow,
} from '../../db/schema.js';
import { restoreKitchen, restoredBefore } from './kitchen-restore.repository.js';

export type NewRecipeRow = typeof recipes.$inferInsert;
export type NewUserRow = typeof users.$inferInsert;
export type NewStatusChangeRow = typeof recipeStatusChanges.$inferInsert;
type NewAccountRow = typeof restoredAccounts.$inferInsert;

/** What a restore wrote besides the rows it was given whole. */
export interface RestoreWritten {
  /** User records inserted; the others' addresses had a record already. */
  users: number;
  /** Accounts kept for their cooks; the others were waiting already. */
  accounts: number;
}

/** The rows of the family kitchen's tables, by the backup's name for each. */
export interface KitchenRows {
  households: typeof households.$inferSelect;
  household_members: typeof householdMembers.$inferSelect;
  household_pantries: typeof householdPantries.$inferSelect;
  pantry_staples: typeof pantryStaples.$inferSelect;
  household_item_aisles: typeof householdItemAisles.$inferSelect;
  household_aisle_orders: typeof householdAisleOrders.$inferSelect;
  favourites: typeof favourites.$inferSelect;
  cooked_entries: typeof cookedEntries.$inferSelect;
  shopping_lists: typeof shoppingLists.$inferSelect;
  shopping_list_items: typeof shoppingListItems.$inferSelect;
  meal_plan_entries: typeof mealPlanEntries.$inferSelect;
  cookbooks: typeof cookbooks.$inferSelect;
}
/**
 * A kitchen row as a restore reads it: a list's or plan line's household is the one the backup
 * names, or, in a backup written before households, its cook's, found then.
 */
export type KitchenRowIn<K extends BackupKitchenSection> = K extends
  'meal_plan_entries' | 'shopping_lists'
  ? Omit<KitchenRows[K], 'householdId'> & { householdId?: string | undefined }
  : KitchenRows[K];
export type KitchenInserts = { [K in BackupKitchenSection]: KitchenRowIn<K>[] };

/**
 * Each kitchen table with its primary key, column and property: a backup reads a table a page at
 * a time after the key of the last row read, which a row written or deleted meanwhile cannot
 * shift the way an offset would.
 */
const KITCHEN_TABLES: {
  [K in BackupKitchenSection]: { table: PgTable; key: [PgColumn, keyof KitchenRows[K]][] };
} = {
  households: { table: households, key: [[households.id, 'id']] },
  household_members: { table: householdMembers, key: [[householdMembers.userSub, 'userSub']] },
  household_pantries: {
    table: householdPantries,
    key: [[householdPantries.householdId, 'householdId']],
  },
  pantry_staples: {
    table: pantryStaples,
    key: [
      [pantryStaples.householdId, 'householdId'],
      [pantryStaples.key, 'key'],
    ],
  },
  household_item_aisles: {
    table: householdItemAisles,
    key: [
      [householdItemAisles.householdId, 'householdId'],
      [householdItemAisles.ingredientKey, 'ingredientKey'],
    ],
  },
  household_aisle_orders: {
    table: householdAisleOrders,
    key: [[householdAisleOrders.householdId, 'householdId']],
  },
  favourites: {
    table: favourites,
    key: [
      [favourites.userSub, 'userSub'],
      [favourites.recipeId, 'recipeId'],
    ],
  },
  cooked_entries: { table: cookedEntries, key: [[cookedEntries.id, 'id']] },
  shopping_lists: { table: shoppingLists, key: [[shoppingLists.id, 'id']] },
  shopping_list_items: { table: shoppingListItems, key: [[shoppingListItems.id, 'id']] },
  meal_plan_entries: {
    table: mealPlanEntries,
    key: [
      [mealPlanEntries.userSub, 'userSub'],
      [mealPlanEntries.day, 'day'],
      [mealPlanEntries.meal, 'meal'],
      [mealPlanEntries.position, 'position'],
    ],
  },
  cookbooks: { table: cookbooks, key: [[cookbooks.id, 'id']] },
};

/** One cook's own kitchen, as their export reads it. */
export interface CookKitchen {
  favourites: { recipeId: string; title: string; createdOn: Date }[];
  cooked: (KitchenRows['cooked_entries'] & { title: string })[];
  /** The cook's household and its members, oldest member first; none before they had one. */
  household?: { name: string; members: KitchenRows['household_members'][] } | undefined;
  lists: KitchenRows['shopping_lists'][];
  items: KitchenRows['shopping_list_items'][];
  plan: (KitchenRows['meal_plan_entries'] & { title: string })[];
}

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

  /**
   * Up to `limit` rows of a kitchen table after `after` (the last row of the previous page), in
   * the order of its primary key.
   */
  async kitchenPage<K extends BackupKitchenSection>(
    section: K,
    after: KitchenRows[K] | undefined,
    limit: number,
  ): Promise<KitchenRows[K][]> {
    const { table, key } = KITCHEN_TABLES[section];
    let where: SQL | undefined;
    if (after) {
      const columns = sql.join(
        key.map(([column]) => sql`${column}`),
        sql`, `,
      );
      const values = sql.join(
        key.map(([, property]) => sql`${after[property]}`),
        sql`, `,
      );
      where = sql`(${columns}) > (${values})`;
    }
    const rows = await this.db
      .select()
      .from(table)
      .where(where)
      .orderBy(...key.map(([column]) => asc(column)))
      .limit(limit);
    return rows as KitchenRows[K][];
  }

  /**
   * The kitchen of the account `sub`: what it favourited and cooked, and its household with the
   * household's lists and plan.
   */
  async kitchenOf(sub: string): Promise<CookKitchen> {
    const [membership] = await this.db
      .select({ householdId: householdMembers.householdId, name: households.name })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(eq(householdMembers.userSub, sub));
    // A cook without a household has no lists or plan: no row names this id.
    const householdId = membership?.householdId ?? '00000000-0000-0000-0000-000000000000';
    const [favouriteRows, cooked, lists, plan, members] = await Promise.all([
      this.db
        .select({
          recipeId: favourites.recipeId,
          title: recipes.title,
          createdOn: favourites.createdOn,
        })
        .from(favourites)
        .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
        .where(eq(favourites.userSub, sub))
        .orderBy(asc(favourites.createdOn), asc(favourites.recipeId)),
      this.db
        .select({ entry: cookedEntries, title: recipes.title })
        .from(cookedEntries)
        .innerJoin(recipes, eq(recipes.id, cookedEntries.recipeId))
        .where(eq(cookedEntries.userSub, sub))
        .orderBy(asc(cookedEntries.cookedOn), asc(cookedEntries.createdOn), asc(cookedEntries.id)),
      this.db
        .select()
        .from(shoppingLists)
        .where(eq(shoppingLists.householdId, householdId))
        .orderBy(asc(shoppingLists.createdOn), asc(shoppingLists.id)),
      this.db
        .select({ entry: mealPlanEntries, title: recipes.title })
        .from(mealPlanEntries)
        .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
        .where(eq(mealPlanEntries.householdId, householdId))
        .orderBy(
          asc(mealPlanEntries.day),
          asc(mealPlanEntries.meal),
          asc(mealPlanEntries.position),
        ),
      this.db
        .select()
        .from(householdMembers)
        .where(eq(householdMembers.householdId, householdId))
        .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userSub)),
    ]);
    const listIds = lists.map((list) => list.id);
    const items =
      listIds.length === 0
        ? []
        : await this.db
            .select()
            .from(shoppingListItems)
            .where(inArray(shoppingListItems.listId, listIds))
            .orderBy(asc(shoppingListItems.createdOn), asc(shoppingListItems.id));
    return {
      favourites: favouriteRows,
      cooked: cooked.map(({ entry, title }) => ({ ...entry, title })),
      household: membership && { name: membership.name, members },
      lists,
      items,
      plan: plan.map(({ entry, title }) => ({ ...entry, title })),
    };
  }

  /**
   * Each account id that a row of the site names, with its address: the one a restore kept for it
   * (still unclaimed), else its user record's, else the one its household last saw, else the one on
   * its latest recipe. An id with no known
   * address is left out: nobody could prove it is theirs.
   */
  async backupAccounts(): Promise<{ sub: string; email: string }[]> {
    const result = await this.db.execute(sql`
      with subs(sub) as (
        select ${recipes.ownerSub} from ${recipes} where ${recipes.ownerSub} is not null
        union select ${users.sub} from ${users} where ${users.sub} is not null
        union select ${favourites.userSub} from ${favourites}
        union select ${cookedEntries.userSub} from ${cookedEntries}
        union select ${shoppingLists.ownerSub} from ${shoppingLists}
        union select ${mealPlanEntries.userSub} from ${mealPlanEntries}
        union select ${householdMembers.userSub} from ${householdMembers}
        union select ${cookbooks.ownerSub} from ${cookbooks}
      )
      select sub, email from (
        select s.sub, coalesce(
          (select a.email from ${restoredAccounts} a where a.sub = s.sub),
          (select nullif(trim(u.email), '') from ${users} u where u.sub = s.sub),
          (select nullif(trim(m.email), '') from ${householdMembers} m where m.user_sub = s.sub),
          (select nullif(trim(r.user_email), '') from ${recipes} r where r.owner_sub = s.sub
             order by r.updated_on desc, r.id limit 1)
        ) as email
        from subs s
      ) as known
      where email is not null
      order by sub`);
    return (result as { rows: { sub: string; email: string }[] }).rows;
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
    kitchen?: KitchenInserts;
    accounts?: NewAccountRow[];
  }): Promise<RestoreWritten | undefined> {
    const restored = await this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${recipes} in exclusive mode`);
      const [existing] = await tx.select({ n: count() }).from(recipes);
      if ((existing?.n ?? 0) > 0) return undefined;
      // A backup without recipes leaves the site without them: its households or lists being
      // here already says it was restored before.
      if (rows.kitchen && (await restoredBefore(tx, rows.kitchen))) return undefined;
      const written: RestoreWritten = { users: 0, accounts: 0 };
      if (rows.users.length > 0) {
        const inserted = await tx
          .insert(users)
          .values(rows.users)
          .onConflictDoNothing()
          .returning({ id: users.id });
        written.users = inserted.length;
      }
      const accounts = rows.accounts ?? [];
      for (let i = 0; i < accounts.length; i += 500) {
        const kept = await tx
          .insert(restoredAccounts)
          .values(accounts.slice(i, i + 500))
          .onConflictDoNothing()
          .returning({ sub: restoredAccounts.sub });
        written.accounts += kept.length;
      }
      for (let i = 0; i < rows.recipes.length; i += 100) {
        await tx.insert(recipes).values(rows.recipes.slice(i, i + 100));
      }
      const history = rows.history ?? [];
      for (let i = 0; i < history.length; i += 500) {
        await tx.insert(recipeStatusChanges).values(history.slice(i, i + 500));
      }
      if (rows.kitchen) await restoreKitchen(tx, rows.kitchen, rows.users);
      return written;
    });
    if (restored) await refreshSearchStatistics(this.db);
    return restored;
  }
}
