import type {
  BackupAisleOrder,
  BackupHouseholdAisle,
  BackupHouseholdShop,
  BackupItemAisle,
  BackupListShop,
} from '@family-recipes/shared';
import { iso, type BackupPart } from '../../db/backup-part.js';
import {
  householdAisleOrders,
  householdAisles,
  householdItemAisles,
  householdShops,
  shoppingListShops,
  type HouseholdAisleOrderRow,
  type HouseholdItemAisleRow,
} from './aisles.schema.js';

type HouseholdAisleRow = typeof householdAisles.$inferSelect;
type HouseholdShopRow = typeof householdShops.$inferSelect;
type ListShopRow = typeof shoppingListShops.$inferSelect;

/**
 * The households' aisles in a backup (modules/export): each choice, each order, the household's
 * own aisles, its shops and the shop of each list.
 */
export const ITEM_AISLES_BACKUP: BackupPart<HouseholdItemAisleRow, BackupItemAisle> = {
  table: householdItemAisles,
  key: ['householdId', 'ingredientKey'],
  toBackup: (row) => ({
    household_id: row.householdId,
    ingredient_key: row.ingredientKey,
    aisle: row.aisle,
    updated_on: iso(row.updatedOn),
  }),
  toRow: (entry) => ({
    householdId: entry.household_id,
    ingredientKey: entry.ingredient_key,
    aisle: entry.aisle,
    updatedOn: new Date(entry.updated_on),
  }),
};

export const AISLE_ORDERS_BACKUP: BackupPart<HouseholdAisleOrderRow, BackupAisleOrder> = {
  table: householdAisleOrders,
  key: ['householdId'],
  toBackup: (row) => ({
    household_id: row.householdId,
    aisles: row.aisles,
    updated_on: iso(row.updatedOn),
  }),
  toRow: (entry) => ({
    householdId: entry.household_id,
    aisles: entry.aisles,
    updatedOn: new Date(entry.updated_on),
  }),
};

/** The household's own aisles, and the built-in ones it renamed or removed (migration 0033). */
export const HOUSEHOLD_AISLES_BACKUP: BackupPart<HouseholdAisleRow, BackupHouseholdAisle> = {
  table: householdAisles,
  key: ['householdId', 'aisleId'],
  toBackup: (row) => ({
    household_id: row.householdId,
    aisle_id: row.aisleId,
    name: row.name,
    hidden: row.hidden,
    created_on: iso(row.createdOn),
  }),
  toRow: (entry) => ({
    householdId: entry.household_id,
    aisleId: entry.aisle_id,
    name: entry.name,
    hidden: entry.hidden,
    createdOn: new Date(entry.created_on),
  }),
};

export const SHOPS_BACKUP: BackupPart<HouseholdShopRow, BackupHouseholdShop> = {
  table: householdShops,
  key: ['id'],
  toBackup: (row) => ({
    id: row.id,
    household_id: row.householdId,
    name: row.name,
    aisles: row.aisles,
    created_on: iso(row.createdOn),
  }),
  toRow: (entry) => ({
    id: entry.id,
    householdId: entry.household_id,
    name: entry.name,
    aisles: entry.aisles,
    createdOn: new Date(entry.created_on),
  }),
};

/** The shop each list is walked in; written after the lists and the shops it names. */
export const LIST_SHOPS_BACKUP: BackupPart<ListShopRow, BackupListShop> = {
  table: shoppingListShops,
  key: ['listId'],
  toBackup: (row) => ({ list_id: row.listId, shop_id: row.shopId }),
  toRow: (entry) => ({ listId: entry.list_id, shopId: entry.shop_id }),
};
