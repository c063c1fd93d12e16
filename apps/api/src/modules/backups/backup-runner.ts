import { randomUUID } from 'node:crypto';
import type { Logger } from '../../http/logger.js';
import { readBackupContent } from './backup-content.js';
import type { BackupStore, BackupWriter } from './backup-store.js';
import { BACKUP_MESSAGES, reasonOf } from './backups.messages.js';
import type { BackupRow, BackupsRepository, Progress } from './backups.repository.js';
import { backupsToKeep, failedToDrop, type Kept } from './retention.js';

/** What a backup holds: the export module's chunks of one JSON object (siteBackups, decision 017). */
export interface BackupSource {
  backup(origin: string): AsyncGenerator<string>;
}

export interface BackupRunnerOptions {
  repository: BackupsRepository;
  store: BackupStore;
  source: BackupSource;
  /** The site's absolute URL, the base of the photo links in the backup. */
  origin: string;
  keep: Kept;
  logger?: Logger | undefined;
  clock?: (() => Date) | undefined;
  /** How long the lease holds without renewal. */
  leaseMs?: number;
  /** How often a running backup renews its lease and records its progress. */
  renewMs?: number;
}

/** A replica that stops renewing for this long has stopped; the next backup takes over. */
const LEASE_MS = 60 * 1000;
/** Also how often a running backup's size and recipes so far reach the list. */
const RENEW_MS = 5 * 1000;

/** A storage that refused a write or the finishing rename. */
class StorageFailure extends Error {
  constructor(readonly reason: unknown) {
    super(reasonOf(reason));
  }
}

/** The backup's file name: when it started, and a random part so two never share one. */
function keyFor(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `family-recipes-backup-${stamp}-${randomUUID().slice(0, 8)}.json`;
}

/**
 * Writes backups: one at a time across every replica (the running row of the backups table is
 * the lease), streamed from the export's generator to the backup storage a chunk at a time with
 * its SHA-256 and counts taken on the way, recorded complete only once the file is whole under
 * its name, and failed, with the reason and no file, otherwise. After each complete backup the
 * ones beyond the retention (retention.ts) are removed.
 */
export class BackupRunner {
  private readonly runs = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();
  private readonly clock: () => Date;

  constructor(private readonly options: BackupRunnerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * Takes the lease and starts a backup; answers its running record and `done`, which resolves
   * with the final record (complete or failed) and never rejects. Undefined when another backup
   * holds the lease.
   */
  async start(
    kind: BackupRow['kind'],
  ): Promise<{ record: BackupRow; done: Promise<BackupRow> } | undefined> {
    const now = this.clock();
    const { row, stale } = await this.options.repository.begin({
      kind,
      storageKey: keyFor(now),
      now,
      leaseUntil: this.leaseFrom(now),
      staleError: BACKUP_MESSAGES.stale,
    });
    await Promise.all(stale.map((key) => this.removeFile(key)));
    if (!row) return undefined;
    const done = this.write(row);
    this.runs.add(done);
    void done.finally(() => this.runs.delete(done));
    return { record: row, done };
  }

  /** A backup from start to end; undefined when another one was running. */
  async run(kind: BackupRow['kind']): Promise<BackupRow | undefined> {
    const started = await this.start(kind);
    return started?.done;
  }

  /** Resolves when no backup of this process is running. */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.all([...this.runs]);
  }

  /** Stops the running backups (each recorded failed) and waits for them. */
  async stop(): Promise<void> {
    this.stopping.abort(new Error(BACKUP_MESSAGES.stopped));
    await this.idle();
  }

  private leaseFrom(now: Date): Date {
    return new Date(now.getTime() + (this.options.leaseMs ?? LEASE_MS));
  }

  private async write(row: BackupRow): Promise<BackupRow> {
    const { repository, store } = this.options;
    const progress: Progress = { size: 0, recipes: 0, users: null };
    const lost = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, lost.signal]);
    let writer: BackupWriter | undefined;
    const renewal = setInterval(() => {
      repository
        .renew(row.id, this.leaseFrom(this.clock()), progress)
        .then((held) => {
          if (!held) lost.abort(new Error(BACKUP_MESSAGES.leaseLost));
        })
        .catch((err: unknown) => this.options.logger?.warn({ err }, 'backup lease not renewed'));
    }, this.options.renewMs ?? RENEW_MS);
    renewal.unref();
    try {
      writer = await store.create(row.storageKey).catch((err: unknown) => {
        throw new StorageFailure(err);
      });
      const target = writer;
      const chunks = this.options.source.backup(this.options.origin);
      const written = async function* () {
        for await (const text of chunks) {
          signal.throwIfAborted();
          const chunk = Buffer.from(text, 'utf8');
          await target.write(chunk).catch((err: unknown) => {
            throw new StorageFailure(err);
          });
          yield chunk;
        }
      };
      // Read back as a restore reads it, which also counts what it holds: a backup whose
      // content a restore would refuse fails now rather than on the day it is needed.
      const { checksum } = await readBackupContent(written(), progress);
      signal.throwIfAborted();
      await target.finish().catch((err: unknown) => {
        throw new StorageFailure(err);
      });
      writer = undefined;
      const done = { ...progress, finishedOn: this.clock(), checksum };
      if (!(await repository.complete(row.id, done))) {
        // Another process took the lease and recorded this backup failed: its file goes too.
        await this.removeFile(row.storageKey);
        return (await repository.byId(row.id)) ?? row;
      }
      this.options.logger?.info(
        { backup: row.id, kind: row.kind, size: done.size, recipes: done.recipes },
        'backup complete',
      );
      await this.prune();
      return { ...row, ...done, status: 'complete', leaseUntil: null };
    } catch (err) {
      const error = this.messageOf(err, signal);
      this.options.logger?.error({ err, backup: row.id }, 'backup failed');
      await writer?.abort().catch(() => undefined);
      const failed = { ...progress, finishedOn: this.clock(), error };
      await repository
        .fail(row.id, failed)
        .catch((cause: unknown) =>
          this.options.logger?.error({ err: cause }, 'failed backup not recorded'),
        );
      return { ...row, ...failed, status: 'failed', leaseUntil: null, checksum: null };
    } finally {
      clearInterval(renewal);
    }
  }

  private messageOf(err: unknown, signal: AbortSignal): string {
    if (signal.aborted) {
      const reason: unknown = signal.reason;
      return reason instanceof Error ? reason.message : BACKUP_MESSAGES.stopped;
    }
    if (err instanceof StorageFailure) return BACKUP_MESSAGES.storage(err.message);
    // A query's failure carries the database's words as its cause; its own message is the SQL.
    const cause: unknown = (err as { cause?: unknown }).cause;
    const failed = err instanceof Error && /^Failed query:/.test(err.message) ? cause : err;
    const details = (failed as { errors?: { message?: unknown }[] }).errors;
    const detail = typeof details?.[0]?.message === 'string' ? ` (${details[0].message})` : '';
    return BACKUP_MESSAGES.source(`${reasonOf(failed)}${detail}`);
  }

  /** Removes the backups beyond the retention: files first, so no record names a missing file. */
  private async prune(): Promise<void> {
    const { repository } = this.options;
    try {
      const rows = await repository.list();
      const complete = rows.filter((r) => r.status === 'complete');
      const kept = backupsToKeep(complete, this.options.keep);
      const dropped: string[] = [];
      for (const row of complete.filter((r) => !kept.has(r.id))) {
        await this.options.store.remove(row.storageKey);
        dropped.push(row.id);
      }
      dropped.push(...failedToDrop(rows.filter((r) => r.status === 'failed')));
      await repository.remove(dropped);
    } catch (err) {
      this.options.logger?.warn({ err }, 'old backups not removed; tried again after the next');
    }
  }

  private async removeFile(key: string): Promise<void> {
    await this.options.store
      .remove(key)
      .catch((err: unknown) => this.options.logger?.warn({ err, key }, 'backup file not removed'));
  }
}
