import { z } from '../zod.js';
import { EMAIL_MAX_LENGTH } from '../constants.js';
import { sub } from './backup-fields.js';

export { BACKUP_MESSAGES, RESTORE_MESSAGES, RESTORE_SKIPPED } from './restore-messages.js';

/**
 * One account a backup names: its `sub` on the installation that wrote the backup, and its email
 * address there. A restore keeps the rows of that `sub` for whoever signs in on the new
 * installation with that address, verified (decision 024: rows belong to an account's `sub`).
 */
export const backupAccountSchema = z.object({
  sub,
  email: z.string().trim().min(3).max(EMAIL_MAX_LENGTH),
});
export type BackupAccount = z.infer<typeof backupAccountSchema>;

const rows = z.number().int().nonnegative();

/**
 * The answer of POST /api/admin/restore and POST /api/admin/backups/:id/restore: what the backup
 * held and what became of it. `recipes` and `users` are the counts the answer always had.
 */
export const restoreResultSchema = z.object({
  /** Recipes restored: every recipe of the backup. */
  recipes: rows,
  /** User records the backup held. */
  users: rows,
  /** Rows written, by table (the backup's name for it). */
  restored: z.record(z.string(), rows),
  /**
   * The backup's accounts given at once to an account of this site's identity pool with the same
   * address, verified (the restoring administrator's own, say); the others wait for their cook.
   */
  claimed: rows,
  /** Rows of the backup that were not written, by table, each with why. */
  skipped: z.array(
    z.object({
      table: z.string(),
      rows,
      reason: z.string(),
      /** The rows left out, by id, where the report names them (photos: their recipes). */
      ids: z.array(z.string()).optional(),
    }),
  ),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;
