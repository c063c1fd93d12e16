import { asc, eq } from 'drizzle-orm';
import type { BackupCookedEntry } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { iso, type BackupPart } from '../../db/backup-part.js';
import { cookedEntries, type CookedEntryRow } from './cooked.schema.js';

/** Every "we made this" entry in a backup (modules/export), without its photo. */
export const COOKED_BACKUP: BackupPart<CookedEntryRow, BackupCookedEntry> = {
  table: cookedEntries,
  key: ['id'],
  toBackup: (row) => ({
    id: row.id,
    recipe_id: row.recipeId,
    user_sub: row.userSub,
    user_name: row.userName,
    rating: row.rating,
    note: row.note,
    cooked_on: row.cookedOn,
    hidden: row.hidden,
    created_on: iso(row.createdOn),
  }),
  toRow: (entry) => ({
    id: entry.id,
    recipeId: entry.recipe_id,
    userSub: entry.user_sub,
    userName: entry.user_name,
    rating: entry.rating,
    note: entry.note,
    cookedOn: entry.cooked_on,
    hidden: entry.hidden,
    createdOn: new Date(entry.created_on),
    // A backup carries no entry photos: a restored entry has none.
    photo: null,
  }),
};

/** The cook's entries by the day they cooked, oldest first (their own export). */
export function entriesOfCook(db: Pick<Db, 'select'>, sub: string): Promise<CookedEntryRow[]> {
  return db
    .select()
    .from(cookedEntries)
    .where(eq(cookedEntries.userSub, sub))
    .orderBy(asc(cookedEntries.cookedOn), asc(cookedEntries.createdOn), asc(cookedEntries.id));
}
