import { asc, eq, inArray } from 'drizzle-orm';
import type { Aisle, BackupListItem, BackupShoppingList } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { iso, type BackupPart } from '../../db/backup-part.js';
import {
  shoppingListItems,
  shoppingLists,
  type ShoppingListItemRow,
  type ShoppingListRow,
} from './shopping.schema.js';

/**
 * A list as a restore reads it: its household is the one the backup names, or, in a backup
 * written before households, its cook's, found then (modules/export).
 */
type RestoredListRow = Omit<ShoppingListRow, 'householdId'> & {
  householdId?: string | undefined;
};

/** Every household's shopping lists in a backup (modules/export). */
export const LISTS_BACKUP: BackupPart<ShoppingListRow, BackupShoppingList, RestoredListRow> = {
  table: shoppingLists,
  key: ['id'],
  toBackup: (row) => ({
    id: row.id,
    household_id: row.householdId,
    owner_sub: row.ownerSub,
    owner_name: row.ownerName,
    name: row.name,
    unit_system: row.unitSystem,
    created_on: iso(row.createdOn),
    updated_on: iso(row.updatedOn),
  }),
  toRow: (entry) => ({
    id: entry.id,
    householdId: entry.household_id,
    ownerSub: entry.owner_sub,
    ownerName: entry.owner_name,
    name: entry.name,
    unitSystem: entry.unit_system,
    createdOn: new Date(entry.created_on),
    updatedOn: new Date(entry.updated_on),
  }),
};

/** A line's own fields as a backup and a cook's export write them. */
export function itemFields(row: ShoppingListItemRow) {
  return {
    ingredient: row.ingredient,
    key: row.ingredientKey,
    quantity: row.quantity,
    units: row.units,
    aisle: row.aisle as Aisle,
    checked: row.checked,
    sources: row.sources.map((source) => ({
      recipe_id: source.recipeId,
      title: source.title,
      servings: source.servings,
    })),
    shares:
      row.shares?.map((share) => ({
        recipe_id: share.recipeId,
        quantity: share.quantity,
        units: share.units,
      })) ?? null,
  };
}

export const LIST_ITEMS_BACKUP: BackupPart<ShoppingListItemRow, BackupListItem> = {
  table: shoppingListItems,
  key: ['id'],
  toBackup: (row) => ({
    id: row.id,
    list_id: row.listId,
    ...itemFields(row),
    version: row.version,
    created_on: iso(row.createdOn),
    updated_on: iso(row.updatedOn),
  }),
  toRow: (entry) => ({
    id: entry.id,
    listId: entry.list_id,
    ingredient: entry.ingredient,
    ingredientKey: entry.key,
    quantity: entry.quantity,
    units: entry.units,
    aisle: entry.aisle,
    checked: entry.checked,
    sources: entry.sources.map((source) => ({
      recipeId: source.recipe_id,
      title: source.title,
      servings: source.servings,
    })),
    // A backup made before shares were kept: taking a recipe off keeps the line's amount.
    shares:
      entry.shares?.map((share) => ({
        recipeId: share.recipe_id,
        quantity: share.quantity,
        units: share.units,
      })) ?? null,
    version: entry.version,
    createdOn: new Date(entry.created_on),
    updatedOn: new Date(entry.updated_on),
  }),
};

/** The household's lists and their lines, each oldest first (a cook's own export). */
export async function listsOfHousehold(
  db: Pick<Db, 'select'>,
  householdId: string,
): Promise<{ lists: ShoppingListRow[]; items: ShoppingListItemRow[] }> {
  const lists = await db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.householdId, householdId))
    .orderBy(asc(shoppingLists.createdOn), asc(shoppingLists.id));
  const ids = lists.map((list) => list.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(shoppingListItems)
          .where(inArray(shoppingListItems.listId, ids))
          .orderBy(asc(shoppingListItems.createdOn), asc(shoppingListItems.id));
  return { lists, items };
}
