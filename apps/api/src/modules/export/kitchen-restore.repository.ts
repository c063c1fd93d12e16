import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recountRatings } from '../../db/recipe-ratings.js';
import type { Db } from '../../db/client.js';
import {
  cookbooks,
  cookedEntries,
  favourites,
  householdAisleOrders,
  householdItemAisles,
  householdMembers,
  householdPantries,
  households,
  mealPlanEntries,
  pantryStaples,
  recipes,
  shoppingListItems,
  shoppingLists,
  type users,
} from '../../db/schema.js';
import { kitchenName } from '../households/index.js';
import type { KitchenInserts } from './export.repository.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NewUserRow = typeof users.$inferInsert;

/** Rows written per statement by a restore. */
const INSERT_BATCH = 500;

/**
 * Writes the kitchen of a backup inside the restore's transaction: households and their members
 * first (a member of the backup is put back in the household the backup names, whatever they were
 * in before on this site), with their pantries and aisles, then favourites, entries, lists, lines
 * and plans. A list or plan line
 * goes to the household the backup names; a backup written before households names none, and the
 * row then goes to its cook's household (one of their own when they have none).
 */
export async function restoreKitchen(
  tx: Tx,
  kitchen: KitchenInserts,
  people: NewUserRow[],
): Promise<void> {
  const write = async (table: PgTable, values: Record<string, unknown>[]) => {
    for (let i = 0; i < values.length; i += INSERT_BATCH) {
      await tx.insert(table).values(values.slice(i, i + INSERT_BATCH));
    }
  };
  await write(households, kitchen.households);
  for (let i = 0; i < kitchen.household_members.length; i += INSERT_BATCH) {
    await tx
      .insert(householdMembers)
      .values(kitchen.household_members.slice(i, i + INSERT_BATCH))
      .onConflictDoUpdate({
        target: householdMembers.userSub,
        set: {
          householdId: sql`excluded.household_id`,
          role: sql`excluded.role`,
          name: sql`excluded.name`,
          email: sql`excluded.email`,
          joinedAt: sql`excluded.joined_at`,
        },
      });
  }
  await write(householdPantries, kitchen.household_pantries);
  await write(pantryStaples, kitchen.pantry_staples);
  await write(householdItemAisles, kitchen.household_item_aisles);
  await write(householdAisleOrders, kitchen.household_aisle_orders);
  await write(favourites, kitchen.favourites);
  await write(cookedEntries, kitchen.cooked_entries);
  const restored = new Set(kitchen.households.map((household) => household.id));
  const homes = await householdsOf(
    tx,
    [
      ...kitchen.shopping_lists
        .filter((list) => !list.householdId || !restored.has(list.householdId))
        .map((list) => list.ownerSub),
      ...kitchen.meal_plan_entries
        .filter((entry) => !entry.householdId || !restored.has(entry.householdId))
        .map((entry) => entry.userSub),
    ],
    people,
  );
  const homeOf = (householdId: string | undefined, sub: string) =>
    householdId && restored.has(householdId) ? householdId : (homes.get(sub) ?? '');
  await write(
    shoppingLists,
    kitchen.shopping_lists.map((list) => ({
      ...list,
      householdId: homeOf(list.householdId, list.ownerSub),
    })),
  );
  await write(shoppingListItems, kitchen.shopping_list_items);
  await write(
    mealPlanEntries,
    kitchen.meal_plan_entries.map((entry) => ({
      ...entry,
      householdId: homeOf(entry.householdId, entry.userSub),
    })),
  );
  await write(cookbooks, kitchen.cookbooks);
  // Each recipe's rating from the entries restored, never from numbers in the file.
  await recountRatings(
    tx,
    sql`${recipes.id} in (select ${cookedEntries.recipeId} from ${cookedEntries})`,
  );
}

/** True when a household or list of the backup is on the site already. */
export async function restoredBefore(tx: Tx, kitchen: KitchenInserts): Promise<boolean> {
  const present = async (table: typeof households | typeof shoppingLists, ids: string[]) => {
    for (let i = 0; i < ids.length; i += INSERT_BATCH) {
      const [found] = await tx
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, ids.slice(i, i + INSERT_BATCH)))
        .limit(1);
      if (found) return true;
    }
    return false;
  };
  return (
    (await present(
      households,
      kitchen.households.map((row) => row.id),
    )) ||
    (await present(
      shoppingLists,
      kitchen.shopping_lists.map((row) => row.id),
    ))
  );
}

/** The household of each cook, made (theirs, named after them) for those who have none. */
async function householdsOf(
  tx: Tx,
  subs: string[],
  people: NewUserRow[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(subs)];
  const homes = new Map<string, string>();
  if (wanted.length === 0) return homes;
  const found = await tx
    .select({ sub: householdMembers.userSub, householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(inArray(householdMembers.userSub, wanted));
  for (const row of found) homes.set(row.sub, row.householdId);
  for (const sub of wanted.filter((sub) => !homes.has(sub))) {
    const person = people.find((user) => user.sub === sub);
    const [made] = await tx
      .insert(households)
      .values({ name: kitchenName(person?.name ?? '') })
      .returning({ id: households.id });
    if (!made) continue;
    await tx.insert(householdMembers).values({
      userSub: sub,
      householdId: made.id,
      role: 'owner',
      name: person?.name ?? '',
      email: person?.email ?? '',
    });
    homes.set(sub, made.id);
  }
  return homes;
}
