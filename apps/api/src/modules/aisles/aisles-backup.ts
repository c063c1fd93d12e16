import type { BackupAisleOrder, BackupItemAisle } from '@family-recipes/shared';
import { iso, type BackupPart } from '../../db/backup-part.js';
import {
  householdAisleOrders,
  householdItemAisles,
  type HouseholdAisleOrderRow,
  type HouseholdItemAisleRow,
} from './aisles.schema.js';

/** The households' aisles in a backup (modules/export): each choice, and each order. */
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
