import type { BackupHouseholdPantry, BackupPantryStaple } from '@family-recipes/shared';
import { iso, type BackupPart } from '../../db/backup-part.js';
import {
  householdPantries,
  pantryStaples,
  type HouseholdPantryRow,
  type PantryStapleRow,
} from './pantry.schema.js';

/** The households' pantries in a backup (modules/export): each edited pantry and its staples. */
export const PANTRIES_BACKUP: BackupPart<HouseholdPantryRow, BackupHouseholdPantry> = {
  table: householdPantries,
  key: ['householdId'],
  toBackup: (row) => ({ household_id: row.householdId, updated_at: iso(row.updatedAt) }),
  toRow: (entry) => ({ householdId: entry.household_id, updatedAt: new Date(entry.updated_at) }),
};

export const STAPLES_BACKUP: BackupPart<PantryStapleRow, BackupPantryStaple> = {
  table: pantryStaples,
  key: ['householdId', 'key'],
  toBackup: (row) => ({
    household_id: row.householdId,
    key: row.key,
    name: row.name,
    position: row.position,
  }),
  toRow: (entry) => ({
    householdId: entry.household_id,
    key: entry.key,
    name: entry.name,
    position: entry.position,
  }),
};
