import { asc, sql, type SQL } from 'drizzle-orm';
import type { BackupKitchenSection } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { keyColumnsOf } from '../../db/backup-part.js';
import { ownedTables } from '../../db/owned-tables.js';
import { refreshSearchStatistics } from '../../db/statistics.js';
import { entriesOfCook } from '../cooked/index.js';
import { favouritesOfCook } from '../favourites/index.js';
import { householdOfCook, memberAddressOf } from '../households/index.js';
import { keepWaitingAccounts, waitingAddressOf } from '../identity/index.js';
import { planOfHousehold } from '../meal-plan/index.js';
import {
  recipeBackup,
  type NewRecipeRow,
  type NewStatusChangeRow,
  type RecipeRow,
  type RecipeStatusChangeRow,
} from '../recipes/index.js';
import { listsOfHousehold } from '../shopping/index.js';
import {
  allUsers,
  recordAddressOf,
  restoreUsers,
  type NewUserRow,
  type UserRow,
} from '../users/index.js';
import {
  KITCHEN_PARTS,
  kitchenPart,
  type KitchenInserts,
  type KitchenRows,
} from './kitchen-parts.js';
import { restoreKitchen, restoredBefore } from './kitchen-restore.repository.js';

export type { NewRecipeRow, NewStatusChangeRow, NewUserRow };

/** What a restore wrote besides the rows it was given whole. */
export interface RestoreWritten {
  /** User records inserted; the others' addresses had a record already. */
  users: number;
  /** Accounts kept for their cooks; the others were waiting already. */
  accounts: number;
}

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

/** Rows of a recipe with its title; a row whose recipe is gone is left out. */
function titled<T extends { recipeId: string | null }>(rows: T[], titles: Map<string, string>) {
  return rows.flatMap((row) => {
    const title = row.recipeId === null ? undefined : titles.get(row.recipeId);
    return title === undefined ? [] : [{ ...row, title }];
  });
}

/**
 * The reads and writes of export, backup and restore: each module's rows through that module's
 * functions (its index.ts) and its backup part (kitchen-parts.ts).
 */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  /** The ids of one account's recipes (or of every recipe), in every status, oldest first. */
  recipeIds(ownerSub?: string): Promise<string[]> {
    return recipeBackup.recipeIdsOf(this.db, ownerSub);
  }

  /** These recipes in the order of `ids` (a recipe deleted since is left out). */
  recipesByIds(ids: string[]): Promise<RecipeRow[]> {
    return recipeBackup.recipesInOrder(this.db, ids);
  }

  /** The status changes of these recipes, by recipe, oldest first (backups). */
  historyOf(recipeIds: string[]): Promise<Map<string, RecipeStatusChangeRow[]>> {
    return recipeBackup.statusHistoryOf(this.db, recipeIds);
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
    const part = kitchenPart(section);
    const { table } = part;
    const key = keyColumnsOf(part);
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
    const household = await householdOfCook(this.db, sub);
    const [favourites, cooked, { lists, items }, plan] = await Promise.all([
      favouritesOfCook(this.db, sub),
      entriesOfCook(this.db, sub),
      household ? listsOfHousehold(this.db, household.id) : { lists: [], items: [] },
      household ? planOfHousehold(this.db, household.id) : [],
    ]);
    const titles = await recipeBackup.recipeTitles(this.db, [
      ...favourites.map((row) => row.recipeId),
      ...cooked.map((row) => row.recipeId),
      ...plan.flatMap((row) => row.recipeId ?? []),
    ]);
    return {
      favourites: titled(favourites, titles).map(({ recipeId, title, createdOn }) => ({
        recipeId,
        title,
        createdOn,
      })),
      cooked: titled(cooked, titles),
      household: household && { name: household.name, members: household.members },
      lists,
      items,
      plan: titled(plan, titles),
    };
  }

  /**
   * Each account id that a backed-up row names (an account column of the registry, src/db/
   * owned-tables.ts), with its address: the one a restore kept for it (still unclaimed), else its
   * user record's, else the one its household last saw, else the one on its latest recipe. An id
   * with no known address is left out: nobody could prove it is theirs.
   */
  async backupAccounts(): Promise<{ sub: string; email: string }[]> {
    const backedUp = new Set<unknown>(Object.values(KITCHEN_PARTS).map((part) => part.table));
    const columns = ownedTables()
      .filter((owned) => ['recipes', 'users'].includes(owned.module) || backedUp.has(owned.table))
      .flatMap((owned) => owned.accountColumns.map((column) => ({ table: owned.table, column })));
    const subs = sql.join(
      columns.map(
        ({ table, column }) => sql`select ${column} from ${table} where ${column} is not null`,
      ),
      sql` union `,
    );
    const sub = sql`s.sub`;
    const result = await this.db.execute(sql`
      with subs(sub) as (${subs})
      select sub, email from (
        select s.sub, coalesce(${waitingAddressOf(sub)}, ${recordAddressOf(sub)},
          ${memberAddressOf(sub)}, ${recipeBackup.ownerAddressOf(sub)}) as email
        from subs s
      ) as known
      where email is not null
      order by sub`);
    return (result as { rows: { sub: string; email: string }[] }).rows;
  }

  allUsers(): Promise<UserRow[]> {
    return allUsers(this.db);
  }

  recipeCount(): Promise<number> {
    return recipeBackup.countRecipes(this.db);
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
    accounts?: { sub: string; email: string }[];
  }): Promise<RestoreWritten | undefined> {
    const restored = await this.db.transaction(async (tx) => {
      if (!(await recipeBackup.lockedAndEmpty(tx))) return undefined;
      // A backup without recipes leaves the site without them: its households or lists being
      // here already says it was restored before.
      if (rows.kitchen && (await restoredBefore(tx, rows.kitchen))) return undefined;
      const written: RestoreWritten = {
        users: await restoreUsers(tx, rows.users),
        accounts: await keepWaitingAccounts(tx, rows.accounts ?? []),
      };
      await recipeBackup.restoreRecipes(tx, rows.recipes, rows.history ?? []);
      if (rows.kitchen) await restoreKitchen(tx, rows.kitchen, rows.users);
      return written;
    });
    if (restored) await refreshSearchStatistics(this.db);
    return restored;
  }
}
