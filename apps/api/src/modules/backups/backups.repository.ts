import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backups, type BackupRow } from './backups.schema.js';

export type { BackupRow };

export interface Progress {
  size: number;
  recipes: number;
  users: number | null;
}

/** The backups table, which is also the lease on backing up (db/backups.schema.ts). */
export class BackupsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the lease and records a running backup, in one transaction: a running row whose lease
   * has passed (its process stopped) is marked failed with `staleError` first. Answers the new row,
   * or undefined when another backup is running; and the keys of the stopped ones, whose files the
   * caller removes.
   */
  async begin(input: {
    kind: BackupRow['kind'];
    storageKey: string;
    now: Date;
    leaseUntil: Date;
    staleError: string;
  }): Promise<{ row: BackupRow | undefined; stale: string[] }> {
    return this.db.transaction(async (tx) => {
      const stale = await tx
        .update(backups)
        .set({ status: 'failed', finishedOn: input.now, leaseUntil: null, error: input.staleError })
        .where(and(eq(backups.status, 'running'), lt(backups.leaseUntil, input.now)))
        .returning({ storageKey: backups.storageKey });
      // The unique index on the running row decides between replicas starting at once.
      const [row] = await tx
        .insert(backups)
        .values({
          kind: input.kind,
          status: 'running',
          startedOn: input.now,
          leaseUntil: input.leaseUntil,
          storageKey: input.storageKey,
        })
        .onConflictDoNothing()
        .returning();
      return { row, stale: stale.map((s) => s.storageKey) };
    });
  }

  /** Renews the lease and records the progress; false when the backup is no longer running. */
  async renew(id: string, leaseUntil: Date, progress: Progress): Promise<boolean> {
    const rows = await this.db
      .update(backups)
      .set({ leaseUntil, ...progress })
      .where(and(eq(backups.id, id), eq(backups.status, 'running')))
      .returning({ id: backups.id });
    return rows.length > 0;
  }

  /** Records the backup complete; false when it was no longer running (its lease was taken). */
  async complete(
    id: string,
    done: Progress & { finishedOn: Date; checksum: string },
  ): Promise<boolean> {
    const rows = await this.db
      .update(backups)
      .set({ ...done, status: 'complete', leaseUntil: null })
      .where(and(eq(backups.id, id), eq(backups.status, 'running')))
      .returning({ id: backups.id });
    return rows.length > 0;
  }

  async fail(id: string, failed: Progress & { finishedOn: Date; error: string }): Promise<void> {
    await this.db
      .update(backups)
      .set({ ...failed, status: 'failed', leaseUntil: null, checksum: null })
      .where(and(eq(backups.id, id), eq(backups.status, 'running')));
  }

  /** Every backup, newest first. */
  async list(): Promise<BackupRow[]> {
    return this.db.select().from(backups).orderBy(desc(backups.startedOn), desc(backups.id));
  }

  async byId(id: string): Promise<BackupRow | undefined> {
    const [row] = await this.db.select().from(backups).where(eq(backups.id, id));
    return row;
  }

  /** Records a file found in the storage; nothing when a backup already names its key. */
  async adopt(row: typeof backups.$inferInsert): Promise<void> {
    await this.db.insert(backups).values(row).onConflictDoNothing();
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(backups).where(inArray(backups.id, ids));
  }
}
