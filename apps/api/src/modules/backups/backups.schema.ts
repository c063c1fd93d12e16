import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, rowId } from '../../db/columns.js';

/*
 * The site's backups (migration 0025): one row per backup written or being written. The row with
 * status 'running' is also the lease that keeps two replicas from backing up at once: at most one
 * such row exists (backups_one_running), and its holder renews `lease_until` while it writes; a
 * running row whose lease has passed belongs to a process that stopped, and the next backup marks
 * it failed (modules/backups/backups.repository.ts).
 */
export const backups = pgTable(
  'backups',
  {
    id: rowId(),
    kind: text('kind').$type<'scheduled' | 'manual'>().notNull(),
    status: text('status').$type<'running' | 'complete' | 'failed'>().notNull(),
    startedOn: moment('started_on').notNull(),
    finishedOn: moment('finished_on'),
    /** While running: the holder renews it; past it, the backup is taken for stopped. */
    leaseUntil: moment('lease_until'),
    /** Where the file is in the backup storage (a folder or an S3 bucket and prefix). */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the file's bytes in hex, once complete. */
    checksum: text('checksum'),
    recipes: integer('recipes').notNull().default(0),
    users: integer('users'),
    error: text('error'),
  },
  (t) => [
    check('backups_kind_check', sql`${t.kind} IN ('scheduled', 'manual')`),
    check('backups_status_check', sql`${t.status} IN ('running', 'complete', 'failed')`),
    uniqueIndex('backups_one_running')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    /** A file is one backup: a file found in the storage is recorded once (adoption). */
    uniqueIndex('backups_storage_key_unique').on(t.storageKey),
    index('backups_started_on_idx').on(t.startedOn),
  ],
);

export type BackupRow = typeof backups.$inferSelect;
