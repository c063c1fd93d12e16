import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { aisleOrderOf, type Aisle } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import { householdIdOf } from '../households/index.js';
import { householdAisleOrders, householdItemAisles } from './aisles.schema.js';

/** What a list's view needs of its household's aisles. */
export interface HouseholdAisleChoices {
  /** The household's order, every aisle once. */
  order: Aisle[];
  /** The aisle chosen for a merge key, for the keys asked about that have one. */
  chosen: Map<string, string>;
}

/** The only code that reads and writes the household's aisles (aisles.schema.ts). */
export class HouseholdAislesRepository {
  constructor(private readonly db: Db) {}

  /** The cook's household, if they are in one; nothing is made here. */
  householdIdOf(sub: string): Promise<string | undefined> {
    return householdIdOf(this.db, sub);
  }

  async order(householdId: string): Promise<Aisle[]> {
    const [row] = await this.db
      .select({ aisles: householdAisleOrders.aisles })
      .from(householdAisleOrders)
      .where(eq(householdAisleOrders.householdId, householdId));
    return aisleOrderOf(row?.aisles);
  }

  /** The household's new order; every member's open lists hear it (`aisles`). */
  async setOrder(householdId: string, order: readonly Aisle[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(householdAisleOrders)
        .values({ householdId, aisles: [...order] })
        .onConflictDoUpdate({
          target: householdAisleOrders.householdId,
          set: { aisles: [...order], updatedOn: sql`now()` },
        });
      await notifyHousehold(tx, { household: householdId, change: 'aisles' });
    });
  }

  /** The order and the aisles chosen for `keys` of the cook's household (AISLES' order without one). */
  async choicesFor(sub: string, keys: readonly string[]): Promise<HouseholdAisleChoices> {
    const householdId = await this.householdIdOf(sub);
    if (householdId === undefined) return { order: aisleOrderOf(undefined), chosen: new Map() };
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
      order: await this.order(householdId),
      chosen: new Map(rows.map((row) => [row.key, row.aisle])),
    };
  }

  /** Lines with merge key `key` are in `aisle` on every list of the household from now on. */
  async remember(householdId: string, key: string, aisle: Aisle): Promise<void> {
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

/** The household's aisle order as stored (a jsonb array), or null. */
export const aisleOrderSql = (householdId: SQL): SQL =>
  sql`(select o.aisles from household_aisle_orders o where o.household_id = ${householdId})`;

/** The aisles chosen for the merge keys `keys` (a subquery) as a jsonb object key: aisle. */
export const chosenAislesSql = (householdId: SQL, keys: SQL): SQL =>
  sql`(select coalesce(jsonb_object_agg(a.ingredient_key, a.aisle), '{}'::jsonb)
    from household_item_aisles a
    where a.household_id = ${householdId} and a.ingredient_key in ${keys})`;
