import { inArray } from 'drizzle-orm';
import type { BackupKitchenSection } from '@family-recipes/shared';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/owned-tables.js';
import { keyColumnsOf } from '../../db/backup-part.js';
import { recipesWithEntries, recountRatings } from '../cooked/index.js';
import { homesOf, type RestoredCook } from '../households/index.js';
import { KITCHEN_PARTS, kitchenPart, type KitchenInserts } from './kitchen-parts.js';

/** Rows written per statement by a restore. */
const INSERT_BATCH = 500;

const SECTIONS = Object.keys(KITCHEN_PARTS) as BackupKitchenSection[];

/** Writes a section's rows as its part says (a plain insert, a batch per statement, by default). */
async function write<K extends BackupKitchenSection>(
  tx: Tx,
  section: K,
  rows: KitchenInserts[K],
): Promise<void> {
  const part = kitchenPart(section);
  if (part.restore) {
    await part.restore(tx, rows);
    return;
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx
      .insert(part.table)
      .values(rows.slice(i, i + INSERT_BATCH) as Record<string, unknown>[]);
  }
}

/**
 * Writes the kitchen of a backup inside the restore's transaction, in the order of its sections:
 * households and their members first (each module's part says how, kitchen-parts.ts), then what
 * names them. A list or plan line goes to the household the backup names; a backup written before
 * households names none, and the row then goes to its cook's household (one of their own when
 * they have none). Each recipe's rating is added up from the entries restored, never taken from
 * numbers in the file.
 */
export async function restoreKitchen(
  tx: Tx,
  kitchen: KitchenInserts,
  people: readonly RestoredCook[],
): Promise<void> {
  const restored = new Set(kitchen.households.map((household) => household.id));
  const named = (householdId: string | undefined): householdId is string =>
    householdId !== undefined && restored.has(householdId);
  const lists = kitchen.shopping_lists.map((list) => ({ row: list, sub: list.ownerSub }));
  const plan = kitchen.meal_plan_entries.map((entry) => ({ row: entry, sub: entry.userSub }));
  let homes = new Map<string, string>();
  /** The rows, each in the household the backup names or its cook's. */
  const housed = <T extends { householdId?: string | undefined }>(
    rows: { row: T; sub: string }[],
  ) =>
    rows.map(({ row, sub }) => ({
      ...row,
      householdId: named(row.householdId) ? row.householdId : (homes.get(sub) ?? ''),
    }));
  for (const section of SECTIONS) {
    if (section === 'shopping_lists') {
      // Once the backup's households and members are in: a cook may be one of them.
      const homeless = [...lists, ...plan].filter(({ row }) => !named(row.householdId));
      homes = await homesOf(
        tx,
        homeless.map(({ sub }) => sub),
        people,
      );
      await write(tx, section, housed(lists));
    } else if (section === 'meal_plan_entries') {
      await write(tx, section, housed(plan));
    } else {
      await write(tx, section, kitchen[section]);
    }
  }
  await recountRatings(tx, recipesWithEntries());
}

/** True when a household, list or shop of the backup is on the site already. */
export async function restoredBefore(tx: Tx, kitchen: KitchenInserts): Promise<boolean> {
  const present = async (
    section: 'households' | 'shopping_lists' | 'household_shops',
    ids: string[],
  ) => {
    const [[id]] = keyColumnsOf(kitchenPart(section)) as [[PgColumn, string]];
    for (let i = 0; i < ids.length; i += INSERT_BATCH) {
      const [found] = await tx
        .select({ id })
        .from(kitchenPart(section).table)
        .where(inArray(id, ids.slice(i, i + INSERT_BATCH)))
        .limit(1);
      if (found) return true;
    }
    return false;
  };
  return (
    (await present(
      'households',
      kitchen.households.map((row) => row.id),
    )) ||
    (await present(
      'shopping_lists',
      kitchen.shopping_lists.map((row) => row.id),
    )) ||
    (await present(
      'household_shops',
      kitchen.household_shops.map((row) => row.id),
    ))
  );
}
