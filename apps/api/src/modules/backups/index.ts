import type { Router } from 'express';
import type { BackupSettings } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import type { ApiRouter } from '../../http/endpoint.js';
import type { Logger } from '../../http/logger.js';
import { siteBackups } from '../export/index.js';
import type { Storage } from '../storage/storage.js';
import { BackupRunner, type BackupSource } from './backup-runner.js';
import { BackupScheduler } from './backup-scheduler.js';
import { BackupFolder, type BackupStore } from './backup-store.js';
import { BackupsRepository } from './backups.repository.js';
import { backupsRouter } from './backups.router.js';
import { BackupsService, type BackupRestorer } from './backups.service.js';
import { S3BackupStore } from './s3-backup-store.js';

export interface BackupsModuleDeps {
  db: Db;
  /** The photos' storage: the backup reads the photos from it, a restore stores them there. */
  storage: Storage;
  settings: BackupSettings;
  /** The site's absolute URL without a trailing slash, the base of the photo links. */
  publicUrl: string;
  logger?: Logger | undefined;
  /** Replaces the storage the settings name, the export's backup or its restore (tests). */
  store?: BackupStore | undefined;
  source?: BackupSource | undefined;
  restorer?: BackupRestorer | undefined;
  clock?: (() => Date) | undefined;
  /** Gives restored accounts to the identity pool's accounts of their address (ExportService). */
  claimAccounts?: (() => Promise<number>) | undefined;
}

export interface BackupsModule {
  /** GET/POST /api/admin/backups, the file and the restore; mount under /api after authenticate. */
  router: Router;
  /** The same endpoints, for the in-process caller (the `pnpm backup` command). */
  api: ApiRouter;
  runner: BackupRunner;
  /** The scheduled backups, when BACKUP_SCHEDULE is not off: start() once migrated. */
  scheduler: BackupScheduler | undefined;
  /** Stops the schedule, then the running backup (recorded failed), and waits for both. */
  stop(): Promise<void>;
}

function backupStore(settings: BackupSettings['store']): BackupStore {
  return settings.kind === 's3' ? new S3BackupStore(settings) : new BackupFolder(settings.dir);
}

/** Scheduled and on-demand backups of the whole site, their list, download and restore. */
export function createBackupsModule(deps: BackupsModuleDeps): BackupsModule {
  const repository = new BackupsRepository(deps.db);
  const store = deps.store ?? backupStore(deps.settings.store);
  const exporter = siteBackups({
    db: deps.db,
    storage: deps.storage,
    claimAccounts: deps.claimAccounts,
  });
  const { periodHours, hourUtc, firstCheckSeconds, keepDaily, keepWeekly } = deps.settings;
  const runner = new BackupRunner({
    repository,
    store,
    source: deps.source ?? exporter,
    origin: deps.publicUrl,
    keep: { daily: keepDaily, weekly: keepWeekly },
    logger: deps.logger,
    clock: deps.clock,
  });
  const scheduler =
    periodHours === null
      ? undefined
      : new BackupScheduler({
          runner,
          repository,
          schedule: { periodHours, hourUtc },
          firstCheckMs: firstCheckSeconds * 1000,
          logger: deps.logger,
          clock: deps.clock,
        });
  const service = new BackupsService({
    repository,
    runner,
    store,
    restorer: deps.restorer ?? exporter,
    settings: deps.settings,
    clock: deps.clock,
  });
  const api = backupsRouter(service);
  return {
    router: api.routes,
    api,
    runner,
    scheduler,
    stop: async () => {
      await scheduler?.stop();
      await runner.stop();
    },
  };
}
