import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import { householdIdOf } from '../households/index.js';
import { households } from '../households/households.schema.js';
import { aisleViewOf, type AisleView } from './aisle-view.js';
import {
  householdAisleOrders,
  householdAisles,
  householdItemAisles,
  householdShops,
  shoppingListShops,
} from './aisles.schema.js';

/** What a list's view needs of its household's aisles. */
export interface HouseholdAisleChoices extends Partial<AisleView> {
  /** The order the list is walked in, every aisle of the household once. */
  order: string[];
  /** The aisle chosen for a merge key, for the keys asked about that have one. */
  chosen: Map<string, string>;
}

/** A household's aisle rows, default order and shops, as stored. */
export interface StoredHouseholdAisles {
  aisles: { id: string; name: string; hidden: boolean }[];
  order: string[] | undefined;
  shops: { id: string; name: string; order: string[] }[];
}

/** The only code that reads and writes the household's aisles and shops (aisles.schema.ts). */
export class HouseholdAislesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: HouseholdAislesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new HouseholdAislesRepository(tx as unknown as Db)));
  }

  /** The cook's household, if they are in one; nothing is made here. */
  householdIdOf(sub: string): Promise<string | undefined> {
    return householdIdOf(this.db, sub);
  }

  /** Holds the household's row until the transaction ends: its changes of aisles queue up. */
  async lock(householdId: string): Promise<void> {
    await this.db
      .select({ id: households.id })
      .from(households)
      .where(eq(households.id, householdId))
      .for('update');
  }

  /** Every member's open lists and pages hear that the household's aisles changed. */
  notify(householdId: string): Promise<void> {
    return notifyHousehold(this.db, { household: householdId, change: 'aisles' });
  }

  async stored(householdId: string): Promise<StoredHouseholdAisles> {
    const aisles = await this.db
      .select({
        id: householdAisles.aisleId,
        name: householdAisles.name,
        hidden: householdAisles.hidden,
      })
      .from(householdAisles)
      .where(eq(householdAisles.householdId, householdId))
      .orderBy(asc(householdAisles.createdOn), asc(householdAisles.aisleId));
    const [order] = await this.db
      .select({ aisles: householdAisleOrders.aisles })
      .from(householdAisleOrders)
      .where(eq(householdAisleOrders.householdId, householdId));
    const shops = await this.db
      .select({ id: householdShops.id, name: householdShops.name, order: householdShops.aisles })
      .from(householdShops)
      .where(eq(householdShops.householdId, householdId))
      .orderBy(asc(householdShops.createdOn), asc(householdShops.id));
    return { aisles, order: order?.aisles, shops };
  }

  /** A built-in aisle renamed or removed, or an aisle of the household's own added or renamed. */
  async putAisle(
    householdId: string,
    aisleId: string,
    name: string,
    hidden: boolean,
  ): Promise<void> {
    await this.db
      .insert(householdAisles)
      .values({ householdId, aisleId, name, hidden })
      .onConflictDoUpdate({
        target: [householdAisles.householdId, householdAisles.aisleId],
        set: { name, hidden },
      });
  }

  /** Removes an aisle of the household's own, and every ingredient moved to it. */
  async deleteAisle(householdId: string, aisleId: string): Promise<void> {
    await this.db
      .delete(householdAisles)
      .where(
        and(eq(householdAisles.householdId, householdId), eq(householdAisles.aisleId, aisleId)),
      );
    await this.forget(householdId, aisleId);
  }

  /** The ingredients moved to `aisleId` go back to their own aisles. */
  async forget(householdId: string, aisleId: string): Promise<void> {
    await this.db
      .delete(householdItemAisles)
      .where(
        and(
          eq(householdItemAisles.householdId, householdId),
          eq(householdItemAisles.aisle, aisleId),
        ),
      );
  }

  async setOrder(householdId: string, order: readonly string[]): Promise<void> {
    await this.db
      .insert(householdAisleOrders)
      .values({ householdId, aisles: [...order] })
      .onConflictDoUpdate({
        target: householdAisleOrders.householdId,
        set: { aisles: [...order], updatedOn: sql`now()` },
      });
  }

  async addShop(householdId: string, name: string, order: readonly string[]): Promise<string> {
    const [row] = await this.db
      .insert(householdShops)
      .values({ householdId, name, aisles: [...order] })
      .returning({ id: householdShops.id });
    if (!row) throw new Error('The shop was not added');
    return row.id;
  }

  async updateShop(
    householdId: string,
    shopId: string,
    change: { name?: string; order?: readonly string[] },
  ): Promise<void> {
    await this.db
      .update(householdShops)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.order !== undefined ? { aisles: [...change.order] } : {}),
      })
      .where(and(eq(householdShops.householdId, householdId), eq(householdShops.id, shopId)));
  }

  /** Removes the shop; its lists follow the household's order again. */
  async deleteShop(householdId: string, shopId: string): Promise<void> {
    await this.db
      .delete(householdShops)
      .where(and(eq(householdShops.householdId, householdId), eq(householdShops.id, shopId)));
  }

  /** True when `shopId` is one of the household's shops. */
  async hasShop(householdId: string, shopId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: householdShops.id })
      .from(householdShops)
      .where(and(eq(householdShops.householdId, householdId), eq(householdShops.id, shopId)));
    return rows.length > 0;
  }

  /** The list is walked in shop `shopId` (checked to be its household's), or in the household's order. */
  async setListShop(listId: string, shopId: string | null): Promise<void> {
    if (shopId === null) {
      await this.db.delete(shoppingListShops).where(eq(shoppingListShops.listId, listId));
      return;
    }
    await this.db
      .insert(shoppingListShops)
      .values({ listId, shopId })
      .onConflictDoUpdate({ target: shoppingListShops.listId, set: { shopId } });
  }

  /** The aisles of household `householdId` as list `listId` shows them. */
  async view(householdId: string, listId: string | null): Promise<AisleView> {
    const result: unknown = await this.db.execute(
      sql`select ${aisleViewSql(sql`${householdId}::uuid`, sql`${listId}::uuid`)} as view`,
    );
    const [row] = (result as { rows: Record<string, unknown>[] }).rows;
    return aisleViewOf(row?.['view']);
  }

  /** The list's order and aisles and the aisles chosen for `keys`, for the cook's household. */
  async choicesFor(
    sub: string,
    keys: readonly string[],
    listId: string | null = null,
  ): Promise<HouseholdAisleChoices> {
    const householdId = await this.householdIdOf(sub);
    if (householdId === undefined) return { ...aisleViewOf(null), chosen: new Map() };
    const unique = [...new Set(keys)];
    const rows =
      unique.length === 0
        ? []
        : await this.db
            .select({ key: householdItemAisles.ingredientKey, aisle: householdItemAisles.aisle })
            .from(householdItemAisles)
            .where(
              and(
                eq(householdItemAisles.householdId, householdId),
                inArray(householdItemAisles.ingredientKey, unique),
              ),
            );
    return {
      ...(await this.view(householdId, listId)),
      chosen: new Map(rows.map((row) => [row.key, row.aisle])),
    };
  }

  /** Lines with merge key `key` are in `aisle` on every list of the household from now on. */
  async remember(householdId: string, key: string, aisle: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(householdItemAisles)
        .values({ householdId, ingredientKey: key, aisle })
        .onConflictDoUpdate({
          target: [householdItemAisles.householdId, householdItemAisles.ingredientKey],
          set: { aisle, updatedOn: sql`now()` },
        });
      await notifyHousehold(tx, { household: householdId, change: 'aisles' });
    });
  }
}

/*
 * The household's aisles as parts of another module's statement (SQL): shopping's line writes
 * read them in the statement that locks the list.
 */

/** The aisle household `householdId` chose for the merge key `key` (expressions), or null. */
export const chosenAisleSql = (householdId: SQL, key: SQL): SQL =>
  sql`(select a.aisle from household_item_aisles a
    where a.household_id = ${householdId} and a.ingredient_key = ${key})`;

/** The aisles chosen for the merge keys `keys` (a subquery) as a jsonb object key: aisle. */
export const chosenAislesSql = (householdId: SQL, keys: SQL): SQL =>
  sql`(select coalesce(jsonb_object_agg(a.ingredient_key, a.aisle), '{}'::jsonb)
    from household_item_aisles a
    where a.household_id = ${householdId} and a.ingredient_key in ${keys})`;

/** The household's stored aisles, its order and list `listId`'s shop as one jsonb value. */
export const aisleViewSql = (householdId: SQL, listId: SQL): SQL =>
  sql`jsonb_build_object(
    'order', (select o.aisles from household_aisle_orders o where o.household_id = ${householdId}),
    'shop', (select jsonb_build_object('id', s.id, 'aisles', s.aisles)
      from shopping_list_shops ls join household_shops s on s.id = ls.shop_id
      where ls.list_id = ${listId} and s.household_id = ${householdId}),
    'aisles', (select coalesce(jsonb_agg(jsonb_build_object(
        'id', a.aisle_id, 'name', a.name, 'hidden', a.hidden) order by a.created_on, a.aisle_id),
        '[]'::jsonb)
      from household_aisles a where a.household_id = ${householdId}),
    'shops', (select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name)
        order by s.created_on, s.id), '[]'::jsonb)
      from household_shops s where s.household_id = ${householdId}))`;
