import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  BackupList,
  BackupRecord,
  ResponseOf,
  restoreListedBackup,
} from '@family-recipes/shared';
import type { BackupSettings } from '../../config/config.js';
import { AppError } from '../../http/errors.js';
import type { BackupRunner } from './backup-runner.js';
import type { BackupStore } from './backup-store.js';
import { readBackupContent } from './backup-content.js';
import { BACKUP_MESSAGES, reasonOf } from './backups.messages.js';
import type { BackupRow, BackupsRepository } from './backups.repository.js';
import { nextDue, noticeOf } from './schedule.js';

type RestoreResult = ResponseOf<typeof restoreListedBackup>;

/** Restores a backup file into a site without recipes: the export module's (siteBackups, decision 017). */
export interface BackupRestorer {
  restore(file: string): Promise<RestoreResult>;
}

export interface BackupsServiceOptions {
  repository: BackupsRepository;
  runner: BackupRunner;
  store: BackupStore;
  restorer: BackupRestorer;
  settings: Omit<BackupSettings, 'store'>;
  clock?: (() => Date) | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toRecord(row: BackupRow): BackupRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    started_on: row.startedOn.toISOString(),
    finished_on: row.finishedOn?.toISOString() ?? null,
    size: row.size,
    checksum: row.status === 'complete' ? row.checksum : null,
    recipes: row.recipes,
    users: row.users,
    error: row.error,
    file_name: path.posix.basename(row.storageKey),
  };
}

/** The administrators' backups: the list and notice, back up now, download, restore. */
export class BackupsService {
  private restoring = false;
  private readonly clock: () => Date;

  constructor(private readonly options: BackupsServiceOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  async list(): Promise<BackupList> {
    const { settings } = this.options;
    const now = this.clock();
    const rows = await this.adopted(await this.options.repository.list(), now);
    const schedule =
      settings.periodHours === null
        ? null
        : { periodHours: settings.periodHours, hourUtc: settings.hourUtc };
    const scheduled = rows.filter((r) => r.kind === 'scheduled');
    const due = schedule ? nextDue(schedule, now, scheduled) : null;
    return {
      items: rows.map(toRecord),
      schedule: {
        enabled: schedule !== null,
        period_hours: settings.periodHours,
        next_on: due ? new Date(Math.max(due.getTime(), now.getTime())).toISOString() : null,
        keep_daily: settings.keepDaily,
        keep_weekly: settings.keepWeekly,
        storage: this.options.store.kind,
      },
      notice: schedule ? noticeOf(schedule, now, scheduled) : null,
    };
  }

  /** Starts a manual backup; 409 while one is running. */
  async start(): Promise<BackupRecord> {
    const started = await this.options.runner.start('manual');
    if (!started) throw new AppError(409, BACKUP_MESSAGES.alreadyRunning);
    return toRecord(started.record);
  }

  /** A complete backup's record and its file, streamed. */
  async file(id: string): Promise<{ record: BackupRecord; file: Readable }> {
    const row = await this.complete(id);
    const file = await this.options.store.read(row.storageKey);
    if (!file) throw new AppError(409, BACKUP_MESSAGES.fileMissing);
    return { record: toRecord(row), file };
  }

  /**
   * Restores a complete backup into a site without recipes: its file is copied from the backup
   * storage into a temporary file, checked against its checksum, and given to the restore of an
   * uploaded backup. One restore at a time.
   */
  async restore(id: string): Promise<RestoreResult> {
    const row = await this.complete(id);
    if (this.restoring) throw new AppError(409, BACKUP_MESSAGES.restoreRunning);
    this.restoring = true;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-restore-'));
    try {
      const source = await this.options.store.read(row.storageKey);
      if (!source) throw new AppError(409, BACKUP_MESSAGES.fileMissing);
      const file = path.join(dir, 'backup.json');
      const hash = createHash('sha256');
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(file),
      );
      if (hash.digest('hex') !== row.checksum) {
        throw new AppError(409, BACKUP_MESSAGES.checksumMismatch);
      }
      return await this.options.restorer.restore(file);
    } finally {
      this.restoring = false;
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * `rows` with a record for each file of the backup storage that none names: a site whose
   * database was lost, or a new installation given the old one's backups, lists them and can
   * restore them. Each is read once, as a restore reads it, for its checksum and counts. A
   * storage that cannot be listed (a bucket gone) leaves the records as they are: the failed
   * backups among them say why.
   */
  private async adopted(rows: BackupRow[], now: Date): Promise<BackupRow[]> {
    const known = new Set(rows.map((r) => r.storageKey));
    const listed = await this.options.store.list().catch(() => undefined);
    if (!listed) return rows;
    const found = listed.filter((key) => !known.has(key));
    if (found.length === 0) return rows;
    for (const storageKey of found) {
      const file = await this.options.store.read(storageKey);
      if (!file) continue;
      const progress = { size: 0, recipes: 0, users: null };
      try {
        const { checksum, createdOn } = await readBackupContent(file, progress);
        const on = createdOn ?? now;
        await this.options.repository.adopt({
          ...progress,
          kind: 'manual',
          status: 'complete',
          startedOn: on,
          finishedOn: on,
          storageKey,
          checksum,
        });
      } catch (err) {
        file.destroy();
        await this.options.repository.adopt({
          ...progress,
          kind: 'manual',
          status: 'failed',
          startedOn: now,
          finishedOn: now,
          storageKey,
          error: BACKUP_MESSAGES.unreadable(reasonOf(err)),
        });
      }
    }
    return this.options.repository.list();
  }

  private async complete(id: string): Promise<BackupRow> {
    const row = UUID.test(id) ? await this.options.repository.byId(id) : undefined;
    if (!row) throw new AppError(404, BACKUP_MESSAGES.notFound);
    if (row.status !== 'complete') throw new AppError(409, BACKUP_MESSAGES.notComplete);
    return row;
  }
}
