import {
  BACKUP_KITCHEN_SECTIONS,
  RESTORE_SKIPPED,
  type BackupKitchenSection,
  type RestoreResult,
} from '@family-recipes/shared';
import type { RestoreWritten } from './export.repository.js';
import type { KitchenInserts } from './kitchen-parts.js';

/** What a restore read from the backup, beside what it wrote (RestoreWritten). */
export interface RestoreRead {
  recipes: number;
  statusChanges: number;
  users: number;
  accounts: number;
  /** Rows of `shopping_list_members`, which older backups hold and a restore leaves out. */
  listMembers: number;
  kitchen: KitchenInserts;
  /** The recipes whose photo the upload pipeline refused, by why (RestoredRecipes). */
  skippedPhotos: ReadonlyMap<string, string[]>;
}

/**
 * The answer of a restore: the rows written per table (the backup's name for each) and the rows
 * left out with why. Every row the backup holds is in one of the two.
 */
export function restoreReport(
  read: RestoreRead,
  written: RestoreWritten,
  claimed: number,
): RestoreResult {
  const restored: Record<string, number> = {
    users: written.users,
    recipes: read.recipes,
    recipe_status_changes: read.statusChanges,
    accounts: written.accounts,
  };
  for (const section of Object.keys(BACKUP_KITCHEN_SECTIONS) as BackupKitchenSection[]) {
    restored[section] = read.kitchen[section].length;
  }
  const skipped: RestoreResult['skipped'] = [
    { table: 'users', rows: read.users - written.users, reason: RESTORE_SKIPPED.userOnRecord },
    { table: 'shopping_list_members', rows: read.listMembers, reason: RESTORE_SKIPPED.listMembers },
    {
      table: 'accounts',
      rows: read.accounts - written.accounts,
      reason: RESTORE_SKIPPED.accountWaiting,
    },
  ].filter((entry) => entry.rows > 0);
  for (const [why, recipes] of read.skippedPhotos) {
    skipped.push({
      table: 'photos',
      rows: recipes.length,
      reason: `${RESTORE_SKIPPED.photo} ${why}`,
      ids: recipes,
    });
  }
  return { recipes: read.recipes, users: read.users, restored, claimed, skipped };
}
